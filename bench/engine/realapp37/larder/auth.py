import functools

import jwt
from flask import g, request, session
from flask_restx import abort

from .models import User
from .security import read_token


def _bearer():
    header = request.headers.get("Authorization", "")
    if header.startswith("Bearer "):
        return header[7:]
    return None


def token_required(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        token = _bearer()
        if not token:
            abort(401, "missing token")
        try:
            claims = read_token(token)
        except jwt.PyJWTError:
            abort(401, "invalid token")
        g.user = User.get_or_none(User.id == claims["sub"])
        if g.user is None or not g.user.active:
            abort(401, "unknown user")
        return fn(*args, **kwargs)

    return wrapper


def role_required(*roles):
    def decorator(fn):
        @functools.wraps(fn)
        @token_required
        def wrapper(*args, **kwargs):
            if g.user.role not in roles:
                abort(403, "forbidden")
            return fn(*args, **kwargs)

        return wrapper

    return decorator


def login_required(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        if "user_id" not in session:
            from flask import redirect, url_for

            return redirect(url_for("auth.login", next=request.path))
        g.user = User.get_by_id(session["user_id"])
        return fn(*args, **kwargs)

    return wrapper
