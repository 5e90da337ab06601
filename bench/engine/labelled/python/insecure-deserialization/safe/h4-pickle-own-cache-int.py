import os
import pickle

from flask import Flask, abort, request

app = Flask(__name__)
CACHE = "/var/cache/reports"


@app.route("/reports/cached")
def cached_report():
    report_id = request.args.get("id", type=int)
    if report_id is None:
        abort(400)
    path = os.path.join(CACHE, "%d.pkl" % report_id)
    if not os.path.exists(path):
        abort(404)
    with open(path, "rb") as fh:
        report = pickle.load(fh)
    return {"rows": len(report)}
