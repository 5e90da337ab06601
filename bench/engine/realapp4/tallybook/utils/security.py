"""Password hashing, URL checks and small auth helpers."""
import hashlib
import hmac
from urllib.parse import urljoin, urlparse

import bcrypt
from flask import request
from werkzeug.security import check_password_hash, generate_password_hash


def hash_password(password):
    return generate_password_hash(password, method="scrypt")


def verify_password(user, password):
    if user.legacy_hash:
        # accounts imported from the old PHP app still carry unsalted hashes
        return hmac.compare_digest(user.password_hash, legacy_digest(password))
    return check_password_hash(user.password_hash, password)


def legacy_digest(password):
    return hashlib.md5(password.encode("utf-8")).hexdigest()


def api_key_digest(api_key):
    return hashlib.sha256(api_key.encode("utf-8")).hexdigest()


def hash_pin(pin):
    return bcrypt.hashpw(pin.encode("utf-8"), bcrypt.gensalt(rounds=12))


def url_has_allowed_host(target):
    host_url = urlparse(request.host_url)
    redirect_url = urlparse(urljoin(request.host_url, target))
    return redirect_url.scheme in ("http", "https") and host_url.netloc == redirect_url.netloc
