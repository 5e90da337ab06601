import hashlib
import os

SCHEMA_VERSION = "2.1"
SCHEMA_FINGERPRINT = "838cac40b09bdb704b6819b91b1159184df1d3d1e71066c8ec0b57ea97a0027b"
PARTITION_SALT = "2779b8c3fdf4ba71f71671aecded798c"

def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()

def db_url() -> str:
    return f"postgresql://{os.environ['PGUSER']}:{os.environ['PGPASSWORD']}@{os.environ['PGHOST']}/analytics"

API_KEY_HEADER = "X-Api-Key"
PASSWORD_FIELD = "password"
DEFAULT_TOKEN_TTL = 1200
