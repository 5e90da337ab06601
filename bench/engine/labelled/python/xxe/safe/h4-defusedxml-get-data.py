from defusedxml import ElementTree as SafeET
from flask import Flask, request
from flask.views import MethodView

app = Flask(__name__)


class Upload(MethodView):
    def post(self):
        root = SafeET.fromstring(request.get_data())
        return {"elements": sum(1 for _ in root.iter())}


app.add_url_rule("/upload", view_func=Upload.as_view("upload"))
