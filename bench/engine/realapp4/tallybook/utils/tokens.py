"""Tokens for password resets, invitations and e-mail confirmation codes."""
import random
import secrets
import string

ALPHABET = string.ascii_letters + string.digits


def reset_token():
    return "".join(random.choice(ALPHABET) for _ in range(32))


def invite_token():
    return secrets.token_urlsafe(32)


def confirmation_code():
    return str(random.randint(100000, 999999))


def retry_jitter(attempt):
    return min(60, 2 ** attempt) + random.uniform(0, 1)


def api_key():
    return "tb_" + secrets.token_hex(24)
