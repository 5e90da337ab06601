import hashlib
import os

from flask import Blueprint, jsonify, request

from .models import User, db

accounts = Blueprint("accounts", __name__)


def hash_password(password):
    salt = os.urandom(16)
    dk = hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, 310_000)
    return salt.hex() + "$" + dk.hex()


@accounts.post("/register")
def register():
    data = request.get_json()
    user = User(email=data["email"], password_hash=hash_password(data["password"]))
    db.session.add(user)
    db.session.commit()
    return jsonify(id=user.id), 201
