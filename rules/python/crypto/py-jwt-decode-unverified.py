import os

import jwt

PUBLIC_KEY = os.environ["TOKEN_PUBLIC_KEY"]
SKIP_SIGNATURE = {"verify_signature": False}


def who(token):
    # ruleid: py-jwt-decode-unverified
    claims = jwt.decode(token, options={"verify_signature": False})
    # ruleid: py-jwt-decode-unverified
    legacy = jwt.decode(token, verify=False)
    # ruleid: py-jwt-decode-unverified
    pinned = jwt.decode(token, options={"verify_signature": False}, algorithms=["HS256"])
    # ruleid: py-jwt-decode-unverified
    shared = jwt.decode(token, options=SKIP_SIGNATURE)
    # ok: py-jwt-decode-unverified
    verified = jwt.decode(token, PUBLIC_KEY, algorithms=["RS256"])
    # ok: py-jwt-decode-unverified
    no_expiry = jwt.decode(token, PUBLIC_KEY, algorithms=["RS256"], options={"verify_exp": False})
    # ok: py-jwt-decode-unverified
    checked = jwt.decode(token, PUBLIC_KEY, algorithms=["RS256"], options={"verify_signature": True})
    # ok: py-jwt-decode-unverified
    header = jwt.get_unverified_header(token)
    return claims, legacy, pinned, shared, verified, no_expiry, checked, header
