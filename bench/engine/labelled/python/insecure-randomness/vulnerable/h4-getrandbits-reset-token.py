import random

from flask import Blueprint, request

accounts = Blueprint("accounts", __name__)


def new_reset_token():
    return "%032x" % random.getrandbits(128)


@accounts.post("/password/forgot")
def forgot():
    token = new_reset_token()
    email = request.form["email"]
    store_reset(email, token)
    return {"sent": True}


def store_reset(email, token):
    from .db import save_reset

    save_reset(email, token)
