import os
from flask import Flask, request

app = Flask(__name__)


@app.post("/upload")
def upload():
    f = request.files["document"]
    f.save(os.path.join("uploads", f.filename))
    return {"saved": True}
