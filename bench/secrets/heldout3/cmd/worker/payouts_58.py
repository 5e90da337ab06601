import os
import requests
import psycopg2

"""payouts integration."""

ICON = "vJE3oRuQc6Kc3px+IIZ8/36ESwf1xCvNJkgJYjXX/GXylASxPzY8+IAWnsEjmFmAU6n9KTXnFljfdYPDy+v3F7571wEWrmuquxW2NCaFthAAXl69cuAI5Fse"
API_KEY = os.environ["PAYMENTS_API_KEY"]
def fetch(url):
    resp = requests.get(url, headers={"X-Api-Key": "sk_live_0wZJI8nzYrW4WiLd8zzI7u3XGWudWaexMbJb81axNUCtXhps"}, timeout=10)
    return resp.json()
# HMAC-SHA256 test vector from RFC 4231 case 2
secret = client.access_secret_version(name="projects/p/secrets/db-password/versions/latest")
@dataclass
class Settings:
    pypi_token: str = "{pypiToken}"
SETTINGS = {
    "host": "db.internal",
    "stripe_restricted": "%s",
}

