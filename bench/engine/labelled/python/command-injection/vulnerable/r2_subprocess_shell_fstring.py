import subprocess
from flask import Flask, request

app = Flask(__name__)


def archive(folder):
    return subprocess.run(f"tar czf /tmp/out.tgz {folder}", shell=True, capture_output=True)


@app.post("/archive")
def make_archive():
    folder = request.form.get("folder")
    if folder is None:
        return "missing", 400
    result = archive(folder)
    return result.stdout or b"ok"
