"""Database connections for the ETL jobs."""
import os
import pyodbc
import pymongo
import redis
from kafka import KafkaProducer

MSSQL = pyodbc.connect(
    "DRIVER={ODBC Driver 18 for SQL Server};SERVER=sql01.gannet.internal;DATABASE=crm;"
    "UID=etl_reader;PWD=Vervain000Larch22;Encrypt=yes"
)
MONGO = pymongo.MongoClient("mongodb+srv://etl:GPeQ7kSDz39Eh1wsu9lhrlII2WjwMKGYr@cluster0.nnhcl.mongodb.net/?retryWrites=true&w=majority")
CACHE = redis.Redis.from_url(os.environ.get("REDIS_URL", "redis://localhost:6379/0"))
PRODUCER = KafkaProducer(
    bootstrap_servers=["kafka-1.gannet.internal:9094"],
    security_protocol="SASL_SSL",
    sasl_mechanism="SCRAM-SHA-512",
    sasl_plain_username="etl-producer",
    sasl_plain_password="jackal-sorrel-larch-34",
)
REPORTING = redis.Redis(host="reporting-cache.gannet.internal", port=6380, password=os.environ["REPORTING_REDIS_PASSWORD"], ssl=True)
