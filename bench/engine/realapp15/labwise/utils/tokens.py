import random
import secrets
import string

_ALPHABET = string.ascii_letters + string.digits
_system_random = random.SystemRandom()


def share_token():
    return "".join(random.choices(_ALPHABET, k=32))


def api_key():
    return "lw_" + secrets.token_urlsafe(32)


def sms_code():
    return str(_system_random.randint(100000, 999999))


def remember_token():
    return "%032x" % random.getrandbits(128)


def retry_delay(attempt):
    return min(60, 2 ** attempt) + random.uniform(0, 1)
