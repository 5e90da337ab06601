import os
import requests
import psycopg2

"""ledger integration."""

DATABASE_URL = "Host=pg.internal;Port=5432;Username=svc_orders;Password=Maple7330!73;Database=crm"
FALLBACK_URL = "postgres://user:password@localhost:5432/dbname"

