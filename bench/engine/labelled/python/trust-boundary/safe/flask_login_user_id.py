from flask import Flask, abort, redirect, request, session, url_for
from flask_sqlalchemy import SQLAlchemy
from werkzeug.security import check_password_hash

app = Flask(__name__)
app.secret_key = "change-me"
db = SQLAlchemy(app)


class User(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    email = db.Column(db.String, unique=True)
    password_hash = db.Column(db.String)


@app.post("/login")
def do_login():
    user = User.query.filter_by(email=request.form["email"]).first()
    if user is None or not check_password_hash(user.password_hash, request.form["password"]):
        abort(401)
    session.clear()
    session["user_id"] = user.id
    return redirect(url_for("home"))
