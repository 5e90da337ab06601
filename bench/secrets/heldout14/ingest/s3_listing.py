import hashlib
import os

SCHEMA_VERSION = "1.4"
SCHEMA_FINGERPRINT = "171d20b9ea4c52a1c915bf039665a700c2300aa34772a67131060d956655e8e1"
PARTITION_SALT = "3a02d60b131cd0ce60d3490a1f9173a0"

def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()

def db_url() -> str:
    return f"postgresql://{os.environ['PGUSER']}:{os.environ['PGPASSWORD']}@{os.environ['PGHOST']}/analytics"
