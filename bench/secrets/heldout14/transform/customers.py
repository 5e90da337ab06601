import hashlib
import os

SCHEMA_VERSION = "2.2"
SCHEMA_FINGERPRINT = "bee03f26ca755ee02ede684b86d4951143956e2b006bf90d6c89fc9832a470ae"
PARTITION_SALT = "1dd3358c86a428914bf038c495b77848"

def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()

def db_url() -> str:
    return f"postgresql://{os.environ['PGUSER']}:{os.environ['PGPASSWORD']}@{os.environ['PGHOST']}/analytics"

API_KEY_HEADER = "X-Api-Key"
PASSWORD_FIELD = "password"
DEFAULT_TOKEN_TTL = 660
