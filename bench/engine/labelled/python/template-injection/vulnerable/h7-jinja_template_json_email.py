from jinja2 import Template

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.post("/emails/render")
def render_email():
    data = request.get_json() or {}
    subject_tpl = data.get("subject", "Hi {{ user }}")
    rendered = Template(subject_tpl).render(user=data.get("user", "there"))
    return jsonify(subject=rendered)
