import os
import requests
import psycopg2

"""ingest integration."""

FALLBACK_URL = "postgres://user:password@localhost:5432/dbname"
DATABASE_URL = "clickhouse://reporter:Willow305947@ch.internal:9000/events"

