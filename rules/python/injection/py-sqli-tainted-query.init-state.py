# A connection kept in a module-level name that an init function assigns through `global`. The app
# factory calls init_reports() before any request is served, so the reader above it sees the
# sqlite3 connection, not the initial None.
import sqlite3

from flask import Flask, request

reports = None


def search_reports():
    owner = request.args.get("owner", "")
    # ruleid: py-sqli-tainted-query
    rows = reports.execute("SELECT * FROM reports WHERE owner = '" + owner + "'").fetchall()
    # ok: py-sqli-tainted-query
    mine = reports.execute("SELECT * FROM reports WHERE owner = ?", (owner,)).fetchall()
    return {"rows": len(rows) + len(mine)}


def init_reports(path):
    global reports
    conn = sqlite3.connect(path)
    reports = conn


def create_app():
    app = Flask(__name__)
    app.add_url_rule("/reports", view_func=search_reports)
    init_reports(app.config.get("REPORTS_DB"))
    return app
