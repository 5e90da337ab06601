import base64
import configparser
import os
import subprocess
import urllib.parse

from flask import request

import helpers.db
import helpers.utils


def init(app):
    @app.route("/injection/cmd-a", methods=["GET", "POST"])
    def cmd_a():
        param = request.headers.get("X-Param", "")
        param = urllib.parse.unquote(param)
        encoded = base64.b64encode(param.encode("utf-8"))
        bar = base64.b64decode(encoded).decode("utf-8")
        subprocess.run(["sh", "-c", "echo " + bar], capture_output=True)  # expect: py-command-injection
        return "done"

    @app.route("/injection/cmd-b", methods=["GET", "POST"])
    def cmd_b():
        param = request.args.get("p", "")
        conf = configparser.ConfigParser()
        conf.add_section("s")
        conf.set("s", "keyA", "a-Value")
        conf.set("s", "keyB", param)
        bar = conf.get("s", "keyA")
        os.system("echo " + bar)
        return "done"

    @app.route("/injection/cmd-c", methods=["GET", "POST"])
    def cmd_c():
        param = request.cookies.get("p", "")
        guess = "ABC"[1]
        match guess:
            case "A":
                bar = param
            case "B":
                bar = "bob"
            case _:
                bar = param
        subprocess.Popen("echo " + bar, shell=True)
        return "done"

    @app.route("/injection/sql-a", methods=["GET", "POST"])
    def sql_a():
        param = helpers.utils.query_param(request.query_string.decode("utf-8"), "p")
        param = urllib.parse.unquote_plus(param)
        rows = helpers.db.run(f"SELECT * FROM users WHERE name = '{param}'")  # expect: py-sqli-tainted-query
        return f"found {len(rows)} rows"

    @app.route("/injection/sql-b", methods=["GET", "POST"])
    def sql_b():
        values = request.form.getlist("p")
        param = values[0] if values else ""
        num = 86
        bar = "This_should_always_happen" if (7 * 42) - num > 200 else param
        rows = helpers.db.run(f"SELECT * FROM users WHERE name = '{bar}'")
        return f"found {len(rows)} rows"

    @app.route("/injection/code", methods=["POST"])
    def code():
        param = request.form.get("p", "")
        lst = ["safe", param, "moresafe"]
        bar = lst[1]
        return str(eval(bar))  # expect: py-code-injection
