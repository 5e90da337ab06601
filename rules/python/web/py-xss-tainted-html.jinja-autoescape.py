import jinja2
from flask import Flask, request

app = Flask(__name__)
escaping = jinja2.Environment(autoescape=True)
plain = jinja2.Environment()


@app.route("/hello")
def hello():
    # autoescape=True: the name is rendered as text.
    # ok: py-xss-tainted-html
    return escaping.from_string("<h1>Hi {{ n }}</h1>").render(n=request.args["n"])


@app.route("/hello-template")
def hello_template():
    # ok: py-xss-tainted-html
    return jinja2.Template("<h1>Hi {{ n }}</h1>", autoescape=True).render(n=request.args["n"])


@app.route("/hello-plain")
def hello_plain():
    # No autoescape: the name is written into the page as markup.
    # ruleid: py-xss-tainted-html
    return plain.from_string("<h1>Hi {{ n }}</h1>").render(n=request.args["n"])
