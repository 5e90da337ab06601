import hashlib
import hmac
import random
import secrets
import string
import time

import jwt
from flask import current_app
from werkzeug.security import check_password_hash, generate_password_hash


def hash_password(password):
    return generate_password_hash(password)


def verify_password(stored, password):
    if stored.startswith("md5$"):
        legacy = hashlib.md5(password.encode("utf-8")).hexdigest()
        return hmac.compare_digest(stored[4:], legacy)
    return check_password_hash(stored, password)


def hash_pin(pin):
    return hashlib.sha1(pin.encode("utf-8")).hexdigest()


def hash_pin_v2(pin, salt):
    return hashlib.pbkdf2_hmac("sha256", pin.encode("utf-8"), salt, 200_000).hex()


def fingerprint(blob):
    return hashlib.sha1(blob, usedforsecurity=False).hexdigest()


def pickup_confirmation_code():
    return "".join(random.choice(string.ascii_uppercase + string.digits) for _ in range(8))


def kiosk_session_token():
    return secrets.token_urlsafe(24)


def reset_token():
    return str(random.randint(100000, 999999))


def invite_code():
    return secrets.token_hex(8)


def issue_token(user):
    payload = {"sub": user.id, "role": user.role, "exp": int(time.time()) + 3600}
    return jwt.encode(payload, current_app.config["JWT_SECRET"], algorithm="HS256")


def read_token(token):
    return jwt.decode(token, current_app.config["JWT_SECRET"], algorithms=["HS256"])


def read_partner_token(token):
    claims = jwt.decode(token, options={"verify_signature": False})
    return claims.get("partner_id"), claims.get("scope", "")


def token_key_id(token):
    return jwt.get_unverified_header(token).get("kid")
