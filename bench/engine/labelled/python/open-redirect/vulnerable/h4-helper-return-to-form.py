from flask import Blueprint, redirect, request, url_for

account = Blueprint("account", __name__)


def return_target():
    return request.form.get("return_to") or url_for("account.overview")


@account.route("/account/settings", methods=["POST"])
def save_settings():
    return redirect(return_target(), code=303)


@account.route("/account")
def overview():
    return "overview"
