import hashlib
import os

SCHEMA_VERSION = "2.12"
SCHEMA_FINGERPRINT = "07a8c38afcca6a3412caa3ed11e07c84e359336fefa1de730db9604209ff6f73"
PARTITION_SALT = "21e0d217902e42d29ec7cd7d494871c0"

def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()

def db_url() -> str:
    return f"postgresql://{os.environ['PGUSER']}:{os.environ['PGPASSWORD']}@{os.environ['PGHOST']}/analytics"

API_KEY_HEADER = "X-Api-Key"
PASSWORD_FIELD = "password"
DEFAULT_TOKEN_TTL = 900
