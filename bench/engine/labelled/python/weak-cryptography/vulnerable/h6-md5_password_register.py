import hashlib

from flask import Blueprint, jsonify, request

from .models import User, db

accounts = Blueprint("accounts", __name__)


def hash_password(password):
    return hashlib.md5(password.encode("utf-8")).hexdigest()


@accounts.post("/register")
def register():
    data = request.get_json()
    user = User(email=data["email"], password_hash=hash_password(data["password"]))
    db.session.add(user)
    db.session.commit()
    return jsonify(id=user.id), 201
