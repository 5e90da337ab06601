from flask import Blueprint, jsonify, request
from jinja2 import Environment, FileSystemLoader, select_autoescape

mailer = Blueprint("mailer", __name__)

env = Environment(loader=FileSystemLoader("templates/emails"), autoescape=select_autoescape())


@mailer.post("/emails/preview")
def preview_email():
    template_name = "welcome.txt" if request.form.get("kind") == "welcome" else "generic.txt"
    rendered = env.get_template(template_name).render(
        first_name=request.form.get("first_name", ""),
        company=request.form.get("company", ""),
    )
    return jsonify(preview=rendered)
