import configparser

from flask import Flask, request

app = Flask(__name__)


@app.route("/notes", methods=["POST"])
def notes():
    cfg = configparser.ConfigParser()
    cfg["upload"] = {"target": request.form.get("file", "note.txt")}
    target = cfg.get("upload", "target")
    with open("/var/tmp/notes/" + target, "w") as fh:
        fh.write(request.form.get("body", ""))
    return "saved"
