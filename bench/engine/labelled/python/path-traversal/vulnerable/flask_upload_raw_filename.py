import os

from flask import Flask, request

app = Flask(__name__)
UPLOADS = "/var/app/uploads"


@app.post("/upload")
def upload():
    f = request.files["file"]
    dest = os.path.join(UPLOADS, f.filename)
    f.save(dest)
    return {"saved": os.path.basename(dest)}
