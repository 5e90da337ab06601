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


pages = jinja2.Environment(loader=jinja2.FileSystemLoader("pages"), autoescape=jinja2.select_autoescape(["html", "xml"]))
mails = jinja2.Environment(loader=jinja2.FileSystemLoader("mail"), autoescape=False)


def receipt_html(name):
    # An HTML page rendered by an environment that does not escape.
    # ruleid: py-xss-tainted-html
    return mails.get_template("receipt.html").render(name=name)


@app.route("/receipt")
def receipt():
    # ruleid: py-xss-tainted-html
    return receipt_html(request.args["name"])


@app.route("/receipt-page")
def receipt_page():
    # select_autoescape: .html templates are escaped.
    # ok: py-xss-tainted-html
    return pages.get_template("receipt.html").render(name=request.args["name"])


@app.route("/receipt-string")
def receipt_string():
    # ok: py-xss-tainted-html
    return pages.from_string("<p>{{ name }}</p>").render(name=request.args["name"])
