from flask import flash, g, redirect, render_template, request, url_for
from flask.views import MethodView

from ..tasks.maintenance import backup_database, check_gateway, rotate_logs
from .decorators import portal_login_required, staff_only


class MaintenanceView(MethodView):
    decorators = [staff_only, portal_login_required]

    def get(self):
        return render_template("portal/maintenance.html", member=g.member)

    def post(self):
        action = request.form.get("action")
        if action == "backup":
            backup_database.delay(request.form.get("label", "manual"))
        elif action == "ping":
            check_gateway.delay(request.form["host"])
        elif action == "rotate":
            rotate_logs.delay(request.form.get("days", "14"))
        flash("Queued " + str(action))
        return redirect(url_for("maintenance"))
