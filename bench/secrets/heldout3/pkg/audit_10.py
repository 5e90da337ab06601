import os
import requests
import psycopg2

"""audit integration."""

@dataclass
class Settings:
    telegram_bot_token: str = "********"
def fetch(url):
    resp = requests.get(url, headers={"X-Api-Key": "sk_live_XXXXXXXXXXXXXXXXXXXXXXXX"}, timeout=10)
    return resp.json()
ICON = "WwuvaMLvoYmiwEop1y3irN5UjKRchu297cfSC5FcIGv0kG/6CkRTBSDwh8N41y1unxUUVA6ZLF99eyTk+X6PBVqOqInZiXhpWF8nLcSoaaBDJ9OVdqhblswE"
# HMAC-SHA256 test vector from RFC 4231 case 2
ERRORS = {"password_too_short": _("Your password must contain at least 10 characters.")}

