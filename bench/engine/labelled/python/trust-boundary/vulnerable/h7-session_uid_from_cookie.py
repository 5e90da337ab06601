from flask import Flask, jsonify, request, session

app = Flask(__name__)
app.secret_key = "change-me"


@app.get("/sso/callback")
def sso_callback():
    uid = request.cookies.get("upstream_uid")
    if uid is None:
        return jsonify(error="no identity"), 401
    session["user_id"] = uid
    session["authenticated"] = True
    return jsonify(ok=True)
