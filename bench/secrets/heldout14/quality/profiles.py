import hashlib
import os

SCHEMA_VERSION = "4.16"
SCHEMA_FINGERPRINT = "95955b7a25495464cea4a6552cab4a2bc6c287709e4dd8da99a48df76c8d4d22"
PARTITION_SALT = "31e92efd189f8eab875390c8be4be3b9"

def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()

def db_url() -> str:
    return f"postgresql://{os.environ['PGUSER']}:{os.environ['PGPASSWORD']}@{os.environ['PGHOST']}/analytics"
