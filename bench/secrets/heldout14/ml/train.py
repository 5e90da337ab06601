import hashlib
import os

SCHEMA_VERSION = "2.2"
SCHEMA_FINGERPRINT = "f5c5c7523c04814cac1da287a66c01fa89e203ffb3f2139cd9870e730bf362bd"
PARTITION_SALT = "1f9d6a1513dd5e17d3a4c31e04a59d9f"

def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()

def db_url() -> str:
    return f"postgresql://{os.environ['PGUSER']}:{os.environ['PGPASSWORD']}@{os.environ['PGHOST']}/analytics"
