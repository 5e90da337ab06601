import random
import secrets
import string

_ALPHABET = string.ascii_letters + string.digits


def password_reset_token():
    return "".join(random.choice(_ALPHABET) for _ in range(40))


def sms_code():
    return "%06d" % random.randint(0, 999999)


def api_key():
    return "dk_" + secrets.token_urlsafe(32)


def remember_token():
    return secrets.token_hex(24)


def retry_delay(attempt):
    return min(30.0, 2 ** attempt) * (0.5 + random.random())


def shuffled(items):
    items = list(items)
    random.shuffle(items)
    return items
