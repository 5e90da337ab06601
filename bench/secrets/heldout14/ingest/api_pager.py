import hashlib
import os

SCHEMA_VERSION = "1.2"
SCHEMA_FINGERPRINT = "0be2c54e5ab43d132ea8aee0063c37df83329f6747051d01867046d932b19042"
PARTITION_SALT = "06924a77c827fa251d7bfa1a87d77a1b"

def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()

def db_url() -> str:
    return f"postgresql://{os.environ['PGUSER']}:{os.environ['PGPASSWORD']}@{os.environ['PGHOST']}/analytics"
