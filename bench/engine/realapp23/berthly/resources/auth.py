import hashlib
import random
import secrets
import string
from datetime import datetime, timedelta

import jwt
from flask import current_app, request
from flask_restful import Resource, abort
from werkzeug.security import check_password_hash

from ..extensions import db
from ..models import Member
from ..parsers import token_parser
from ..tasks.notify import send_reset_email


def _legacy_hash(password):
    return hashlib.md5(password.encode("utf-8")).hexdigest()


class TokenResource(Resource):
    def post(self):
        args = token_parser.parse_args()
        member = Member.query.filter_by(email=args["email"].lower()).first()
        if member is None:
            abort(401, message="unknown member")
        if member.password_hash.startswith("pbkdf2:"):
            ok = check_password_hash(member.password_hash, args["password"])
        else:
            ok = member.password_hash == _legacy_hash(args["password"])
        if not ok:
            abort(401, message="wrong password")
        payload = {
            "sub": member.id,
            "marina": member.marina_id,
            "staff": member.is_staff,
            "exp": datetime.utcnow() + timedelta(hours=8),
        }
        token = jwt.encode(payload, current_app.config["JWT_SECRET"], algorithm="HS256")
        return {"token": token}


class PasswordResetResource(Resource):
    def post(self):
        body = request.get_json(force=True) or {}
        member = Member.query.filter_by(email=str(body.get("email", "")).lower()).first()
        if member is None:
            return {"status": "sent"}
        member.reset_token = secrets.token_urlsafe(32)
        db.session.commit()
        send_reset_email.delay(member.email, member.reset_token)
        return {"status": "sent"}

    def put(self):
        body = request.get_json(force=True) or {}
        member = Member.query.filter_by(reset_token=body.get("token")).first_or_404()
        if body.get("generate"):
            new_password = "".join(random.choice(string.ascii_letters + string.digits) for _ in range(12))
        else:
            new_password = body["password"]
        member.password_hash = _legacy_hash(new_password)
        member.reset_token = None
        db.session.commit()
        return {"status": "changed", "password": new_password if body.get("generate") else None}
