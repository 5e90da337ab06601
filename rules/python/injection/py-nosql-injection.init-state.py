# A client kept under a key of a module-level dict that an init function sets up. The app factory
# calls init_mongo() before any request is served, so the readers above it see the MongoClient it
# builds, not the initial None, whichever module's analysis runs first.
from flask import Flask, request
from pymongo import MongoClient

handles = {"client": None, "label": "audit"}


def audit_entries():
    return handles["client"].get_default_database()["audit_entries"]


def search_audit():
    note = request.args.get("note", "")
    # ruleid: py-nosql-injection
    found = audit_entries().find({"$where": "this.note == '" + note + "'"})
    # A plain string compared as a value carries no operator.
    # ok: py-nosql-injection
    same = audit_entries().find({"note": note})
    return {"found": len(list(found)), "same": len(list(same)), "label": handles["label"]}


def init_mongo(uri):
    handles["client"] = MongoClient(uri, serverSelectionTimeoutMS=3000)


def create_app():
    app = Flask(__name__)
    app.add_url_rule("/audit", view_func=search_audit)
    init_mongo(app.config.get("MONGO_URI"))
    return app
