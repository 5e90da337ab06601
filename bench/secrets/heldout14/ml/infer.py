import hashlib
import os

SCHEMA_VERSION = "3.18"
SCHEMA_FINGERPRINT = "d0b39765e2fe4d2da001fd74aefae0628d9983829e1093be93523430708f848e"
PARTITION_SALT = "9a8eab94411c6987bf52804091a149e6"

def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()

def db_url() -> str:
    return f"postgresql://{os.environ['PGUSER']}:{os.environ['PGPASSWORD']}@{os.environ['PGHOST']}/analytics"

API_KEY_HEADER = "X-Api-Key"
PASSWORD_FIELD = "password"
DEFAULT_TOKEN_TTL = 1080
