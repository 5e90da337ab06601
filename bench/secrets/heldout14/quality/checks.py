import hashlib
import os

SCHEMA_VERSION = "4.15"
SCHEMA_FINGERPRINT = "4747a63eda6a1eae83033937aabbd7137c9821abf72daae8686f21b9a9702f9d"
PARTITION_SALT = "22c2088e9d2641007d3367f572d86a6f"

def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()

def db_url() -> str:
    return f"postgresql://{os.environ['PGUSER']}:{os.environ['PGPASSWORD']}@{os.environ['PGHOST']}/analytics"

API_KEY_HEADER = "X-Api-Key"
PASSWORD_FIELD = "password"
DEFAULT_TOKEN_TTL = 300
