import hashlib
import os

SCHEMA_VERSION = "2.15"
SCHEMA_FINGERPRINT = "7b0a1204fd1942d653b790967e2b397117f58b347e506b31cb0b99fb0a5a581e"
PARTITION_SALT = "a99823a410b47fbe508c9c79f269dc3b"

def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()

def db_url() -> str:
    return f"postgresql://{os.environ['PGUSER']}:{os.environ['PGPASSWORD']}@{os.environ['PGHOST']}/analytics"
