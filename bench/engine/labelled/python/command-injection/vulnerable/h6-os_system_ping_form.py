import os

from flask import Flask, flash, redirect, render_template, request, url_for


def create_app():
    app = Flask(__name__)
    app.secret_key = os.environ.get("SECRET_KEY", "dev")

    @app.route("/tools/ping", methods=["GET", "POST"])
    def ping():
        if request.method == "POST":
            host = request.form["host"]
            status = os.system("ping -c 2 " + host + " > /tmp/ping.log 2>&1")
            flash("reachable" if status == 0 else "unreachable")
            return redirect(url_for("ping"))
        return render_template("ping.html")

    return app
