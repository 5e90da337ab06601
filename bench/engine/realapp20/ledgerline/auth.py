"""Sign-in, sign-out, password reset. Views are registered in urls.py."""
import functools

from flask import current_app, flash, g, redirect, render_template, request, session, url_for

from ledgerline.db import execute_db, query_db
from ledgerline.utils.security import (
    check_password,
    hash_password,
    legacy_password_digest,
    new_api_token,
    new_reset_code,
    url_has_allowed_host,
)


def login_required(view):
    @functools.wraps(view)
    def wrapped(*args, **kwargs):
        if session.get("user_id") is None:
            return redirect(url_for("login", next=request.path))
        g.user = query_db("SELECT * FROM users WHERE id = ?", (session["user_id"],), one=True)
        return view(*args, **kwargs)

    return wrapped


def admin_required(view):
    @functools.wraps(view)
    @login_required
    def wrapped(*args, **kwargs):
        if g.user["role"] != "admin":
            return redirect(url_for("dashboard"))
        return view(*args, **kwargs)

    return wrapped


def login():
    if request.method == "GET":
        return render_template("login.html", next=request.args.get("next", ""))

    username = request.form.get("username", "").strip()
    password = request.form.get("password", "")
    user = query_db("SELECT * FROM users WHERE username = ?", (username,), one=True)
    if user is None or not check_password(user["password_hash"], password):
        # old accounts still carry the md5 digest from the PHP version
        if user is None or user["password_hash"] != legacy_password_digest(password):
            flash("Unknown user or wrong password")
            return render_template("login.html", next=request.form.get("next", "")), 401
        execute_db("UPDATE users SET password_hash = ? WHERE id = ?", (hash_password(password), user["id"]))

    session.clear()
    session["user_id"] = user["id"]
    session["company_id"] = user["company_id"]

    target = request.form.get("next", "")
    if target and url_has_allowed_host(target, current_app.config["TRUSTED_HOSTS"]):
        response = redirect(target)
    else:
        response = redirect(url_for("dashboard"))
    response.set_cookie("lgl_user", username, secure=True, httponly=True, samesite="Strict")
    return response


def logout():
    session.clear()
    response = redirect(request.args.get("next") or url_for("login"))
    response.delete_cookie("lgl_user")
    return response


def forgot_password():
    if request.method == "POST":
        username = request.form["username"]
        code = new_reset_code()
        execute_db("UPDATE users SET reset_token = ? WHERE username = ?", (code, username))
        flash("If the account exists, a reset code has been emailed.")
        return redirect(url_for("login"))
    return render_template("forgot.html")


def api_token():
    """Issues a personal API token for the bank-feed integration."""
    if session.get("user_id") is None:
        return redirect(url_for("login"))
    token = new_api_token()
    execute_db("UPDATE users SET api_token = ? WHERE id = ?", (token, session["user_id"]))
    response = redirect(url_for("settings"))
    response.set_cookie("lgl_api_token", token)
    return response
