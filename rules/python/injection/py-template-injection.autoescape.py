import jinja2
from flask import Flask, request

app = Flask(__name__)
escaping = jinja2.Environment(autoescape=True)


@app.route("/preview")
def preview():
    # Escaping values does not stop template code: the request's text is compiled as a template.
    # ruleid: py-template-injection
    tmpl = escaping.from_string(request.args["t"])
    # ok: py-template-injection
    fixed = escaping.from_string("Hi {{ t }}")
    return tmpl.render() + fixed.render(t=request.args["t"])
