import subprocess

from flask import Flask, jsonify
from flask.views import MethodView

ALLOWED_SERVICES = {"nginx", "redis", "worker"}


class ServiceStatus(MethodView):
    def get(self, name):
        if name not in ALLOWED_SERVICES:
            return jsonify(error="unknown service"), 404
        out = subprocess.check_output(f"systemctl status {name} | head -n 5", shell=True, text=True)
        return jsonify(name=name, status=out)


app = Flask(__name__)
app.add_url_rule("/services/<name>", view_func=ServiceStatus.as_view("service_status"))
