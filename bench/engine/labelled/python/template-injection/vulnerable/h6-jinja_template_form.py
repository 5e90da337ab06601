from flask import Blueprint, jsonify, request
from jinja2 import Template

mailer = Blueprint("mailer", __name__)


@mailer.post("/emails/preview")
def preview_email():
    body_tpl = request.form["body"]
    context = {"first_name": "Ada", "company": "Example Ltd"}
    rendered = Template(body_tpl).render(**context)
    return jsonify(preview=rendered)
