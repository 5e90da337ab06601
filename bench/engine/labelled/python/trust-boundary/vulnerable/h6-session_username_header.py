from flask import Flask, g, request, session

app = Flask(__name__)
app.secret_key = "s3cr3t"


@app.before_request
def remember_forwarded_user():
    forwarded = request.headers.get("X-Forwarded-User")
    if forwarded:
        session["username"] = forwarded
    g.user = session.get("username")


@app.route("/whoami")
def whoami():
    return {"user": g.user}
