from enum import Enum
import jwt

class TokenType(Enum):
    ACCESS = "access_token"
    REFRESH = "refresh_token"

PASSWORD_MIN_LENGTH = 12
TOKEN = "YOUR_TOKEN_HERE"
client_secret = "MY_CLIENT_SECRET"
SECRET_KEY = os.environ.get("SECRET_KEY", "dev-only-insecure-key")

def issue(payload, secret):
    return jwt.encode(payload, secret, algorithm="HS256")
