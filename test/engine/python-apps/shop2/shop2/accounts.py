# Values read back from the database by a lookup keyed with request data are stored data.
from flask import Blueprint, request, session
from flask_sqlalchemy import SQLAlchemy

accounts = Blueprint("accounts", __name__)
db = SQLAlchemy()


class Account(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    username = db.Column(db.String(80))


@accounts.route("/sign-in", methods=["POST"])
def sign_in():
    account = Account.query.filter_by(username=request.form["username"]).first()
    if account:
        session["account_id"] = account.id
        session["username"] = account.username
    session["typed"] = request.form["username"]  # expect: py-trust-boundary-session
    return "ok"
