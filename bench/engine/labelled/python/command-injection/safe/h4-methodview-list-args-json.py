import subprocess

from flask import Flask, request
from flask.views import MethodView

app = Flask(__name__)
REPO = "/srv/site"


class Deploy(MethodView):
    methods = ["POST"]

    def post(self):
        payload = request.get_json() or {}
        branch = payload.get("ref", {}).get("branch", "main")
        subprocess.run(["git", "-C", REPO, "fetch"], check=True)
        proc = subprocess.run(["git", "-C", REPO, "checkout", "--", branch])
        return {"status": proc.returncode}


app.add_url_rule("/deploy", view_func=Deploy.as_view("deploy"))
