import os
import subprocess

from flask import abort, current_app, jsonify, request
from flask.views import MethodView
from flask_login import current_user, login_required

from ..services import document_service


def _require_admin():
    if current_user.role != "admin":
        abort(403)


class AdminBackupView(MethodView):
    decorators = [login_required]

    def post(self):
        _require_admin()
        case_id = int(request.form["case_id"])
        label = request.form.get("label", "manual")
        result = document_service.bundle(case_id, label)
        return jsonify({"ok": result.returncode == 0, "output": result.stdout})


class AdminDiagnosticsView(MethodView):
    decorators = [login_required]

    def get(self):
        _require_admin()
        os.system("df -h /srv/docket > /tmp/docket-disk.txt")
        with open("/tmp/docket-disk.txt") as fh:
            disk = fh.read()
        return jsonify({"disk": disk})

    def post(self):
        _require_admin()
        host = request.form.get("host", "billing-db.internal")
        status = os.system("ping -c 1 -W 2 " + host + " > /dev/null")
        version = subprocess.run(["psql", "--version"], capture_output=True, text=True).stdout
        return jsonify({"reachable": status == 0, "psql": version, "upload_dir": current_app.config["UPLOAD_DIR"]})
