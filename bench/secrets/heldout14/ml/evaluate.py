import hashlib
import os

SCHEMA_VERSION = "4.17"
SCHEMA_FINGERPRINT = "a8f6fbb54f29dc1456e8ed906f5d5142fde4fbf33e6644e9c86911ef60f4edf2"
PARTITION_SALT = "98260c093794619f508445de31c988eb"

def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()

def db_url() -> str:
    return f"postgresql://{os.environ['PGUSER']}:{os.environ['PGPASSWORD']}@{os.environ['PGHOST']}/analytics"
