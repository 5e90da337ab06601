from flask import Flask, request
from markupsafe import escape

app = Flask(__name__)


@app.route("/search")
def search():
    q = request.args.get("q", "")
    items = [f"<li>{escape(w)}</li>" for w in q.split()]
    return f"<p>Results for {escape(q)}</p><ul>{''.join(items)}</ul>"
