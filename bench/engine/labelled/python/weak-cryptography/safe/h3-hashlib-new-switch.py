import hashlib

from flask import Flask, request

app = Flask(__name__)


@app.route("/sign", methods=["POST"])
def sign():
    secret = request.form.get("secret", "")
    selector = "xyzSHA"
    name = "sha512" if selector[3:6] == "SHA" else "md5"
    h = hashlib.new(name)
    h.update(secret.encode("utf-8"))
    return {"sig": h.hexdigest()}
