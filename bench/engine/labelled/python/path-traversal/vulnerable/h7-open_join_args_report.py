import os

from flask import Flask, Response, request

app = Flask(__name__)
REPORT_DIR = "/srv/reports"


@app.get("/reports/view")
def view_report():
    name = request.args["name"]
    full = os.path.join(REPORT_DIR, name)
    with open(full, encoding="utf-8") as fh:
        body = fh.read()
    return Response(body, mimetype="text/plain")
