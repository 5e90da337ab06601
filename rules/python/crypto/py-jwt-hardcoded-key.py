import os

import jwt

SIGNING_KEY = "k3y-in-the-repo"
PUBLIC_PEM = """-----BEGIN PUBLIC KEY-----
MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEexampleexampleexampleexample
-----END PUBLIC KEY-----"""
# ruleid: py-jwt-hardcoded-key
TOKEN_KEY = os.environ.get("TOKEN_KEY") or "changeme"
SESSION_KEY = os.environ.get("SESSION_KEY")


def issue(user_id):
    # ruleid: py-jwt-hardcoded-key
    a = jwt.encode({"sub": user_id}, "secret", algorithm="HS256")
    # ruleid: py-jwt-hardcoded-key
    b = jwt.encode({"sub": user_id}, key=SIGNING_KEY, algorithm="HS256")
    c = jwt.encode({"sub": user_id}, TOKEN_KEY, algorithm="HS256")
    # ok: py-jwt-hardcoded-key
    d = jwt.encode({"sub": user_id}, SESSION_KEY, algorithm="HS256")
    # ok: py-jwt-hardcoded-key
    e = jwt.encode({"sub": user_id}, os.environ["JWT_SECRET"], algorithm="HS256")
    # The default of a setting is written in the code.
    # ruleid: py-jwt-hardcoded-key
    f = jwt.encode({"sub": user_id}, os.getenv("JWT_KEY", "dev-secret"), algorithm="HS256")
    return a, b, c, d, e, f


def check(token):
    # ruleid: py-jwt-hardcoded-key
    claims = jwt.decode(token, "secret", algorithms=["HS256"])
    # ok: py-jwt-hardcoded-key
    pinned = jwt.decode(token, PUBLIC_PEM, algorithms=["ES256"])
    # ok: py-jwt-hardcoded-key
    env = jwt.decode(token, key=SESSION_KEY, algorithms=["HS256"])
    return claims, pinned, env
