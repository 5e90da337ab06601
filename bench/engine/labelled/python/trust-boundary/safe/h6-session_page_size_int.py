from flask import Flask, jsonify, request, session
from flask.views import MethodView


class ListingPrefs(MethodView):
    def post(self):
        try:
            size = int(request.form.get("page_size", 20))
        except ValueError:
            return jsonify(error="page_size must be a number"), 400
        session["page_size"] = max(10, min(size, 100))
        return jsonify(page_size=session["page_size"])


def create_app():
    app = Flask(__name__)
    app.secret_key = "dev-only"
    app.add_url_rule("/prefs/listing", view_func=ListingPrefs.as_view("listing_prefs"))
    return app
