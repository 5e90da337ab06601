import os
import pickle

from flask import Flask, jsonify, request

app = Flask(__name__)
CACHE_DIR = "/tmp/report-cache"


def compute_report(year):
    return {"year": year, "totals": [year * i for i in range(12)]}


def cached_report(year):
    path = os.path.join(CACHE_DIR, "report-%d.pkl" % year)
    if os.path.exists(path):
        with open(path, "rb") as fh:
            return pickle.load(fh)
    report = compute_report(year)
    with open(path, "wb") as fh:
        pickle.dump(report, fh)
    return report


@app.route("/reports/yearly")
def yearly():
    year = request.args.get("year", 2024, type=int)
    return jsonify(cached_report(year))
