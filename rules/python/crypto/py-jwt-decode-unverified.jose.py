import os

from jose import JWTError, jwt

SECRET = os.environ["SESSION_SIGNING_KEY"]


def kiosk_member(token):
    # ruleid: py-jwt-decode-unverified
    claims = jwt.decode(token, SECRET, algorithms=["HS256"], options={"verify_signature": False})
    return claims["sub"]


def member(token):
    try:
        # ok: py-jwt-decode-unverified
        claims = jwt.decode(token, SECRET, algorithms=["HS256"])
    except JWTError:
        return None
    # ok: py-jwt-decode-unverified
    issuer = jwt.get_unverified_claims(token).get("iss")
    return claims["sub"], issuer
