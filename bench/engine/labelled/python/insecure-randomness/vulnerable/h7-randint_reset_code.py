import random

from flask import Blueprint, jsonify, request

account = Blueprint("account", __name__)
RESET_CODES = {}


@account.post("/password/forgot")
def forgot_password():
    email = request.form["email"]
    code = f"{random.randint(0, 999999):06d}"
    RESET_CODES[email] = code
    send_mail(email, "Your reset code is " + code)
    return jsonify(sent=True)


def send_mail(to, body):
    print("mail", to, body)
