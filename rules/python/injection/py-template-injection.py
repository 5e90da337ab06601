import jinja2
from jinja2.sandbox import SandboxedEnvironment
from flask import Flask, render_template, render_template_string, request
from markupsafe import escape

app = Flask(__name__)
env = jinja2.Environment(autoescape=True)
sandbox = SandboxedEnvironment(autoescape=True)
plain_sandbox = SandboxedEnvironment()


@app.route("/hello")
def hello():
    name = request.args.get("name", "world")
    # ruleid: py-template-injection
    page = render_template_string("<h1>Hello " + name + "</h1>")
    # ruleid: py-template-injection
    other = render_template_string(f"<h1>Hello {escape(name)}</h1>")
    # ok: py-template-injection
    safe = render_template_string("<h1>Hello {{ name }}</h1>", name=name)
    # ok: py-template-injection
    file_based = render_template("hello.html", name=name)
    return page + other + safe + file_based


@app.route("/preview", methods=["POST"])
def preview():
    source = request.form["template"]
    # ruleid: py-template-injection
    compiled = jinja2.Template(source)
    # ruleid: py-template-injection
    from_env = env.from_string(source)
    # ok: py-template-injection
    fixed = env.from_string("<p>{{ body }}</p>")
    # ok: py-template-injection
    user_written = sandbox.from_string(source)
    # ok: py-template-injection
    text_only = plain_sandbox.from_string(source)
    return compiled.render() + from_env.render() + fixed.render(body=source) + user_written.render() + text_only.render()


CARD = "<div class='card'><p>%s</p><small>{{ sender }}</small></div>"
BADGE = "<span>%d new</span>"


@app.route("/card", methods=["POST"])
def card():
    # A format held in a module constant formats like one written in place: the text goes in.
    # ruleid: py-template-injection
    page = render_template_string(CARD % request.form["text"], sender="team")
    # ruleid: py-template-injection
    again = render_template_string(CARD % (request.form["text"],), sender="team")
    # %d admits only a number (text raises TypeError).
    # ok: py-template-injection
    badge = render_template_string(BADGE % request.form["count"])
    # ok: py-template-injection
    count = render_template_string(BADGE % request.form.get("count", 0, type=int))
    return page + again + badge + count
