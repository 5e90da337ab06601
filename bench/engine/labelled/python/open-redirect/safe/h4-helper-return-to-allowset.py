from flask import Blueprint, redirect, request, url_for

account = Blueprint("account", __name__)

RETURN_PAGES = {"/account", "/account/billing", "/account/security"}


def return_target():
    wanted = request.form.get("return_to", "")
    return wanted if wanted in RETURN_PAGES else url_for("account.overview")


@account.route("/account/settings", methods=["POST"])
def save_settings():
    return redirect(return_target(), code=303)


@account.route("/account")
def overview():
    return "overview"
