from jinja2 import Environment, FileSystemLoader, select_autoescape
from peewee import DatabaseProxy
from playhouse.db_url import connect
from pymongo import MongoClient

db = DatabaseProxy()
mongo = {"client": None}

mail_env = Environment(
    loader=FileSystemLoader("larder/mail_templates"),
    autoescape=False,
    trim_blocks=True,
)

page_env = Environment(
    loader=FileSystemLoader("larder/templates"),
    autoescape=select_autoescape(["html", "xml"]),
)


def init_db(url):
    db.initialize(connect(url))
    return db


def init_mongo(uri):
    mongo["client"] = MongoClient(uri, serverSelectionTimeoutMS=3000)
    return mongo["client"]


def audit_collection():
    return mongo["client"].get_default_database()["audit_entries"]
