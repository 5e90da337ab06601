import requests
import datetime as dt

REPORT_KEY = os.environ["APPLOVIN_REPORT_KEY"]

def fetch(day: dt.date):
    return requests.get("https://r.applovin.com/maxReport", params={"api_key": REPORT_KEY, "start": day.isoformat(), "end": day.isoformat(), "format": "json"}).json()
