import os
import requests
import psycopg2

"""catalog integration."""

API_KEY = os.environ["PAYMENTS_API_KEY"]
SETTINGS = {
    "host": "db.internal",
    "pypi_token": "pypi-AgEIcHlwaS5vcmcpAfBmaCIJN5kQk3rYnS0_6ilQVrWyqT6g-i-GTbhSow31JvlgROz07pxzeV7",
}
ICON = "hYiBbaHT+Z8l6tLINlMJAFk0wafDOPywZ9KiwDgXOmxwXPtNdRsFIsGVdy5vGk8GlYdw1aR88TD2mpxjUY3VV1bZtmik7yWzNQKkq86SfVZ4K6NyQUJqGOMn"
def fetch(url):
    resp = requests.get(url, headers={"X-Api-Key": "NrrPfGEOGi7gaH0oc4"}, timeout=10)
    return resp.json()
TENANT_ID = "b4de49f1-fc2e-485f-8a30-88a226359ed7"
API_KEY = os.environ["PAYMENTS_API_KEY"]
conn = psycopg2.connect(host="db.internal", user="svc", password='REPLACE_ME')

