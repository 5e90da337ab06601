import random
import string
from datetime import datetime, timedelta

from flask import Blueprint, jsonify, request

from .models import PasswordReset, User, db

auth = Blueprint("auth", __name__)

ALPHABET = string.ascii_letters + string.digits


def make_token(length=32):
    return "".join(random.choice(ALPHABET) for _ in range(length))


@auth.post("/password/forgot")
def forgot_password():
    email = request.form["email"]
    user = User.query.filter_by(email=email).first()
    if user:
        reset = PasswordReset(
            user_id=user.id,
            token=make_token(),
            expires_at=datetime.utcnow() + timedelta(hours=1),
        )
        db.session.add(reset)
        db.session.commit()
    return jsonify(message="If the account exists, an email was sent.")
