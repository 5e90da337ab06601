import random
import string

from flask import Flask, jsonify, request
from flask_sqlalchemy import SQLAlchemy

app = Flask(__name__)
db = SQLAlchemy(app)
ALPHABET = string.ascii_letters + string.digits


class Account(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    email = db.Column(db.String)
    reset_token = db.Column(db.String)


def make_code(length=32):
    return "".join(random.choice(ALPHABET) for _ in range(length))


@app.post("/password/forgot")
def forgot():
    acct = Account.query.filter_by(email=request.form["email"]).first()
    if acct:
        acct.reset_token = make_code()
        db.session.commit()
    return jsonify({"sent": True})
