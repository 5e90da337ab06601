from flask import Blueprint, request
from jinja2 import Environment

mail_bp = Blueprint("mail", __name__)
env = Environment()


@mail_bp.post("/mail/preview")
def preview_mail():
    tpl = env.from_string(request.form["body"])
    return tpl.render(name="Ada", plan="pro")
