from flask import Blueprint, request
from jinja2 import Environment, select_autoescape

mail_bp = Blueprint("mail", __name__)
env = Environment(autoescape=select_autoescape())
BODY = "Hello {{ name }}, your plan is {{ plan }}."


@mail_bp.post("/mail/preview")
def preview_mail():
    tpl = env.from_string(BODY)
    return tpl.render(name=request.form["name"], plan="pro")
