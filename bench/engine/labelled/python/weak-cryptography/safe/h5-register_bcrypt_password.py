import bcrypt
from flask import Blueprint, request
from .models import User, db

accounts = Blueprint("accounts", __name__)


@accounts.route("/register", methods=["POST"])
def register():
    email = request.form["email"]
    password = request.form["password"]
    hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt())
    user = User(email=email, password_hash=hashed.decode())
    db.session.add(user)
    db.session.commit()
    return {"id": user.id}, 201
