import hashlib
import os
import pathlib
import random
import secrets
from urllib.parse import urlparse

import flask
from flask import abort, make_response, redirect, request

import helpers.utils

ALLOWED_HOSTS = ["example.org", "www.example.org"]


def init(app):
    @app.route("/web/xss-a", methods=["GET"])
    def xss_a():
        param = request.args.get("p", "")
        response = ""
        response += f"Parameter value: {param}" # expect: py-xss-tainted-html
        return response  # expect: py-xss-tainted-html

    @app.route("/web/xss-b", methods=["GET"])
    def xss_b():
        param = request.args.get("p", "")
        return f"Parameter value: {helpers.utils.escape_for_html(param)}"

    @app.route("/web/xss-c", methods=["GET"])
    def xss_c():
        param = request.args.get("p", "")
        return flask.Response(f"value: {param}", mimetype="text/plain")

    @app.route("/web/path-a/<name>")
    def path_a(name):
        file_name = f"{helpers.utils.TESTFILES_DIR}/{name}"  # expect: py-path-traversal
        return str(os.path.exists(file_name))  # expect: py-path-traversal

    @app.route("/web/path-b")
    def path_b():
        name = request.path.split("/")[-1]
        return str(pathlib.Path(helpers.utils.TESTFILES_DIR, name).is_file())  # expect: py-path-traversal

    @app.route("/web/path-c")
    def path_c():
        name = request.args.get("f", "")
        if ".." in name:
            abort(400)
        with open(os.path.join(helpers.utils.TESTFILES_DIR, name)) as fh:
            return helpers.utils.escape_for_html(fh.read())

    @app.route("/web/redirect")
    def go():
        target = request.args.get("to", "/")
        if urlparse(target).netloc not in ALLOWED_HOSTS:
            return redirect("/")
        return redirect(target)

    @app.route("/web/rand-a")
    def rand_a():
        remember = str(random.random())[2:]  # expect: py-insecure-randomness
        resp = make_response("remembered")
        resp.set_cookie("rememberMe", remember, secure=True, httponly=True)  # expect: py-insecure-randomness
        flask.session["rememberMe"] = remember  # expect: py-insecure-randomness
        return resp

    @app.route("/web/rand-b")
    def rand_b():
        remember = secrets.token_hex(16)
        flask.session["rememberMe"] = remember
        return "ok"

    @app.route("/web/hash")
    def weak_hash():
        param = request.args.get("p", "")
        h = hashlib.new("md5")  # expect: py-weak-hash-new
        h.update(param.encode())
        return h.hexdigest() + hashlib.sha256(param.encode()).hexdigest()

    @app.route("/web/trust")
    def trust():
        param = request.args.get("p", "")
        flask.session[param] = "10340"  # expect: py-trust-boundary-session
        flask.session["count"] = len(param)
        return "stored"
