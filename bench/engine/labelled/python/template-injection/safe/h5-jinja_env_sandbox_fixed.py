from flask import Blueprint, request
from jinja2 import Environment

mail_bp = Blueprint("mail", __name__)
env = Environment(autoescape=True)
BODY = "Hello {{ name }}, your message: {{ message }}"


@mail_bp.route("/mail/preview", methods=["POST"])
def preview_mail():
    message = request.form["body"]
    tmpl = env.from_string(BODY)
    return tmpl.render(name="Customer", message=message)
