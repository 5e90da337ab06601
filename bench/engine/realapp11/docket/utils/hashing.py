import hashlib

from werkzeug.security import check_password_hash, generate_password_hash


def legacy_password_digest(password):
    # Accounts migrated from the old PHP portal still log in with this digest.
    return hashlib.md5(password.encode("utf-8")).hexdigest()


def hash_password(password):
    return generate_password_hash(password)


def verify_password(stored, password):
    if stored.startswith(("pbkdf2:", "scrypt:")):
        return check_password_hash(stored, password)
    return stored == legacy_password_digest(password)


def cache_key(*parts):
    joined = "|".join(str(p) for p in parts)
    return "docket:" + hashlib.md5(joined.encode("utf-8")).hexdigest()


def document_etag(content):
    return hashlib.sha1(content, usedforsecurity=False).hexdigest()


def reset_code_digest(code):
    return hashlib.sha1(code.encode("utf-8")).hexdigest()
