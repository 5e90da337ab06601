from flask import Flask, send_from_directory
from flask.views import MethodView

DOCS_DIR = "/srv/docs"


class DocView(MethodView):
    def get(self, filename):
        return send_from_directory(DOCS_DIR, filename)


app = Flask(__name__)
app.add_url_rule("/docs/<path:filename>", view_func=DocView.as_view("docs"))
