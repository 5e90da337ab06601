from flask import Flask, make_response, request
from flask.views import MethodView
from markupsafe import escape

app = Flask(__name__)


class SearchPage(MethodView):
    def get(self):
        q = request.args.get("q", "")
        resp = make_response(f"<h2>Results for {escape(q)}</h2><p>No matches.</p>")
        resp.headers["Content-Type"] = "text/html; charset=utf-8"
        return resp


app.add_url_rule("/search", view_func=SearchPage.as_view("search"))
