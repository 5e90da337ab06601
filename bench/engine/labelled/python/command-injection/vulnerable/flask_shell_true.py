import subprocess
from flask import Flask, request

app = Flask(__name__)


@app.post("/thumbnail")
def thumbnail():
    name = request.form["file"]
    subprocess.run(f"convert uploads/{name} -resize 128x128 thumbs/{name}", shell=True, check=True)
    return {"ok": True}
