import hashlib
import os

SCHEMA_VERSION = "2.13"
SCHEMA_FINGERPRINT = "939409d35b29b398f3318143869ec1b3520bf55a6f46bab0ed148e8020e5f5af"
PARTITION_SALT = "5611a30bcf89c01d15a6d5f8b8f05cc2"

def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()

def db_url() -> str:
    return f"postgresql://{os.environ['PGUSER']}:{os.environ['PGPASSWORD']}@{os.environ['PGHOST']}/analytics"

API_KEY_HEADER = "X-Api-Key"
PASSWORD_FIELD = "password"
DEFAULT_TOKEN_TTL = 240
