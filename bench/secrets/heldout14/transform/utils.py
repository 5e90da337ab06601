import hashlib
import os

SCHEMA_VERSION = "3.18"
SCHEMA_FINGERPRINT = "a142f5824ea96122b1aab248af082b1eedfe49e46378915d352ccf2e625aa238"
PARTITION_SALT = "9536bd0dc2527f2e146ef4c12d0522ee"

def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()

def db_url() -> str:
    return f"postgresql://{os.environ['PGUSER']}:{os.environ['PGPASSWORD']}@{os.environ['PGHOST']}/analytics"
