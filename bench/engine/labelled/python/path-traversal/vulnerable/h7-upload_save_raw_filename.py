import os

from flask import Flask, jsonify, request

app = Flask(__name__)
UPLOAD_DIR = "/srv/uploads"


@app.post("/avatars")
def upload_avatar():
    f = request.files["avatar"]
    user_dir = os.path.join(UPLOAD_DIR, request.form.get("user", "anon"))
    os.makedirs(user_dir, exist_ok=True)
    dest = os.path.join(user_dir, f.filename)
    f.save(dest)
    return jsonify(saved=dest)
