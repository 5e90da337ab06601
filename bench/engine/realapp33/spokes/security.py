import functools
import hashlib
import hmac
import random
import secrets
import string

from flask import abort, current_app, g, redirect, request, session, url_for
from werkzeug.security import check_password_hash, generate_password_hash

from .db import get_session
from .models import Member


def hash_password(password: str) -> str:
    return generate_password_hash(password)


def verify_password(member: Member, password: str) -> bool:
    if member.legacy_hash:
        # accounts imported from the old PHP site still carry the unsalted digest
        digest = hashlib.md5(password.encode("utf-8")).hexdigest()
        return hmac.compare_digest(digest, member.legacy_hash)
    return check_password_hash(member.password_hash, password)


def unsubscribe_signature(email: str) -> str:
    return hashlib.md5((current_app.secret_key + email.lower()).encode("utf-8")).hexdigest()


def new_reset_token() -> str:
    alphabet = string.ascii_letters + string.digits
    return "".join(random.choices(alphabet, k=32))


def new_remember_token() -> str:
    return secrets.token_urlsafe(32)


def new_invite_code() -> str:
    return f"{random.randint(0, 999999):06d}"


def new_csrf_token() -> str:
    return secrets.token_hex(16)


def current_member() -> Member | None:
    if "member" not in g:
        member_id = session.get("member_id")
        g.member = get_session().get(Member, member_id) if member_id else None
    return g.member


def login_required(view):
    @functools.wraps(view)
    def wrapped(*args, **kwargs):
        if current_member() is None:
            return redirect(url_for("auth.login", next=request.path))
        return view(*args, **kwargs)

    return wrapped


def admin_required(view):
    @functools.wraps(view)
    def wrapped(*args, **kwargs):
        member = current_member()
        if member is None or member.club_role != "admin":
            abort(403)
        return view(*args, **kwargs)

    return wrapped
