import os

from flask import Flask, jsonify, request

UPLOAD_FOLDER = "/srv/uploads"


def create_app():
    app = Flask(__name__)
    app.config["UPLOAD_FOLDER"] = UPLOAD_FOLDER

    @app.post("/avatars")
    def upload_avatar():
        file = request.files["avatar"]
        user_dir = os.path.join(app.config["UPLOAD_FOLDER"], "avatars")
        os.makedirs(user_dir, exist_ok=True)
        destination = os.path.join(user_dir, file.filename)
        file.save(destination)
        return jsonify(path=destination), 201

    return app
