import os

from flask import Flask, Response, request

app = Flask(__name__)
REPORT_DIR = "/srv/reports"


@app.get("/reports/view")
def view_report():
    name = os.path.basename(request.args.get("name", ""))
    if not name:
        return Response("missing", status=400)
    with open(os.path.join(REPORT_DIR, name), encoding="utf-8") as fh:
        body = fh.read()
    return Response(body, mimetype="text/plain")
