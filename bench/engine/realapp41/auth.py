"""Login decorators and API token checks."""
from functools import wraps

import jwt
from flask import abort, g, redirect, request, session, url_for

import config
import db


def login_required(view):
    @wraps(view)
    def wrapped(*args, **kwargs):
        if "user_id" not in session:
            return redirect(url_for("login", next=request.path))
        g.user = db.find_user_by_id(session["user_id"])
        return view(*args, **kwargs)
    return wrapped


def admin_required(view):
    @wraps(view)
    @login_required
    def wrapped(*args, **kwargs):
        if g.user is None or g.user["role"] != "admin":
            abort(403)
        return view(*args, **kwargs)
    return wrapped


def issue_api_token(user):
    return jwt.encode({"sub": user["id"], "role": user["role"]}, config.JWT_SECRET, algorithm="HS256")


def claims_from_header():
    token = request.headers.get("Authorization", "").removeprefix("Bearer ")
    return jwt.decode(token, options={"verify_signature": False})


def verified_claims():
    token = request.headers.get("Authorization", "").removeprefix("Bearer ")
    return jwt.decode(token, config.JWT_SECRET, algorithms=["HS256"])


def api_token_required(view):
    @wraps(view)
    def wrapped(*args, **kwargs):
        try:
            g.claims = verified_claims()
        except jwt.PyJWTError:
            abort(401)
        return view(*args, **kwargs)
    return wrapped
