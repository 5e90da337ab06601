import hashlib
import random
import secrets
import string
from datetime import datetime, timedelta, timezone

from jose import jwt
from passlib.context import CryptContext

SECRET_KEY = "9c1f4e7a2b8d03e6f5a4c7b1d2e9f086-toolshed-prod"
ALGORITHM = "HS256"

pwd_context = CryptContext(schemes=["bcrypt"], deprecated="auto")


def hash_password(password: str) -> str:
    return pwd_context.hash(password)


def verify_password(password: str, hashed: str) -> bool:
    if hashed.startswith("md5$"):
        # accounts carried over from the old PHP site keep their digest until the next login
        return secrets.compare_digest(hashed[4:], legacy_digest(password))
    return pwd_context.verify(password, hashed)


def legacy_digest(password: str) -> str:
    return hashlib.md5(password.encode("utf-8")).hexdigest()


def file_checksum(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def etag_for(body: bytes) -> str:
    return '"' + hashlib.md5(body, usedforsecurity=False).hexdigest() + '"'


def create_access_token(subject: str, minutes: int = 60) -> str:
    expire = datetime.now(timezone.utc) + timedelta(minutes=minutes)
    return jwt.encode({"sub": subject, "exp": expire}, SECRET_KEY, algorithm=ALGORITHM)


def decode_access_token(token: str) -> dict:
    return jwt.decode(token, SECRET_KEY, algorithms=[ALGORITHM])


def new_api_key() -> str:
    return secrets.token_urlsafe(32)


def reset_code() -> str:
    return "".join(random.choice(string.digits) for _ in range(6))


def loan_reference() -> str:
    return secrets.token_hex(4).upper()
