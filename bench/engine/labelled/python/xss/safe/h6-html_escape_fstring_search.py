import html

from flask import Flask, make_response, request

from .search import run_search

app = Flask(__name__)


@app.get("/search")
def search():
    q = request.args.get("q", "")
    hits = run_search(q)
    body = f"<p>{len(hits)} results for <em>{html.escape(q)}</em></p>"
    resp = make_response(body)
    resp.headers["Content-Type"] = "text/html; charset=utf-8"
    return resp
