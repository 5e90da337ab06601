"""API tokens for the bank-feed and accountant integrations (PyJWT)."""
import datetime

import jwt
from flask import current_app


def issue(user_id, company_id):
    payload = {
        "sub": str(user_id),
        "cid": company_id,
        "exp": datetime.datetime.now(datetime.timezone.utc) + datetime.timedelta(hours=8),
    }
    return jwt.encode(payload, current_app.config["JWT_SECRET"], algorithm="HS256")


def verify(token):
    return jwt.decode(token, current_app.config["JWT_SECRET"], algorithms=["HS256"])


def peek(token):
    """Accountant portal tokens are signed by the portal; we only read who it is for."""
    return jwt.decode(token, options={"verify_signature": False})
