from flask import Blueprint, request
from jinja2 import Environment

mail_bp = Blueprint("mail", __name__)
env = Environment()


@mail_bp.route("/mail/preview", methods=["POST"])
def preview_mail():
    body = request.form["body"]
    tmpl = env.from_string(body)
    return tmpl.render(name="Customer")
