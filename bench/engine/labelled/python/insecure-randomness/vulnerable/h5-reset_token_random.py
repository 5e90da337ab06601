import random
import string
from flask import Blueprint, request
from .models import PasswordReset, db

reset_bp = Blueprint("reset", __name__)


@reset_bp.route("/password/forgot", methods=["POST"])
def forgot():
    email = request.form["email"]
    token = "".join(random.choice(string.ascii_letters + string.digits) for _ in range(32))
    db.session.add(PasswordReset(email=email, token=token))
    db.session.commit()
    return "", 202
