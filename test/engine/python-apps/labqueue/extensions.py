import sqlite3

from celery import Celery

celery = Celery("labqueue")
db = sqlite3.connect("labqueue.db")
