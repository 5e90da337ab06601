import hmac
import hashlib
import os
import time

SIGNING_KEY = os.environ.get("INTERNAL_SIGNING_KEY", "").encode()


def sign(path: str, expires_in: int = 300) -> str:
    exp = int(time.time()) + expires_in
    mac = hmac.new(SIGNING_KEY, f"{path}:{exp}".encode(), hashlib.sha256).hexdigest()
    return f"{path}?exp={exp}&sig={mac}"


def check_password_strength(password: str) -> bool:
    return len(password) >= 12 and password.lower() not in {"password", "changeme", "letmein"}
