from flask import Flask, jsonify, request, session
from flask.views import MethodView


class ProfileDraft(MethodView):
    def put(self):
        draft = request.get_json() or {}
        stored = session.setdefault("draft", {})
        stored.update(draft)
        session["draft"] = stored
        return jsonify(saved=list(stored))


def create_app():
    app = Flask(__name__)
    app.secret_key = "dev-only"
    app.add_url_rule("/profile/draft", view_func=ProfileDraft.as_view("draft"))
    return app
