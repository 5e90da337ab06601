import hashlib
import os

SCHEMA_VERSION = "1.2"
SCHEMA_FINGERPRINT = "158796fcf781fd144ad6f98eb169a9c18217254f65cf58d1b540c002b0a0c6b3"
PARTITION_SALT = "586ef941877da4a201718c73b5901735"

def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()

def db_url() -> str:
    return f"postgresql://{os.environ['PGUSER']}:{os.environ['PGPASSWORD']}@{os.environ['PGHOST']}/analytics"
