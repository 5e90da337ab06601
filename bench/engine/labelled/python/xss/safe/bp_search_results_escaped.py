from flask import Blueprint, request
from markupsafe import escape

search_bp = Blueprint("search", __name__, url_prefix="/search")


def render_results(term, rows):
    items = "".join(f"<li>{escape(row['title'])}</li>" for row in rows)
    return f"<h2>Results for {escape(term)}</h2><ul>{items}</ul>"


@search_bp.route("/")
def results():
    term = request.args.get("q", "")
    rows = [{"title": "Getting started"}, {"title": "FAQ"}]
    return render_results(term, rows)
