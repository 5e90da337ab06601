import os

from flask import Flask, request
from flask.views import MethodView

app = Flask(__name__)
REPO = "/srv/site"


class Deploy(MethodView):
    methods = ["POST"]

    def post(self):
        payload = request.get_json() or {}
        branch = payload.get("ref", {}).get("branch", "main")
        code = os.system("cd %s && git fetch && git checkout %s" % (REPO, branch))
        return {"status": code}


app.add_url_rule("/deploy", view_func=Deploy.as_view("deploy"))
