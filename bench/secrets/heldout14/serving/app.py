import hashlib
import os

SCHEMA_VERSION = "4.6"
SCHEMA_FINGERPRINT = "6f4659d82c64a9f2aebf3c0ca415d50a270308731784cf252b8d12a4237e201b"
PARTITION_SALT = "c1ff154a83ffbae49b40f9f38b261b6b"

def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()

def db_url() -> str:
    return f"postgresql://{os.environ['PGUSER']}:{os.environ['PGPASSWORD']}@{os.environ['PGHOST']}/analytics"
