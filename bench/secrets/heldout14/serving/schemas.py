import hashlib
import os

SCHEMA_VERSION = "0.8"
SCHEMA_FINGERPRINT = "31e1e10363d86505d531c7dcc7b0b43d3bd2b926da2fb7295966b4a66f220bff"
PARTITION_SALT = "abb5bb52d8e457e4cd99af69a5219dd3"

def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()

def db_url() -> str:
    return f"postgresql://{os.environ['PGUSER']}:{os.environ['PGPASSWORD']}@{os.environ['PGHOST']}/analytics"
