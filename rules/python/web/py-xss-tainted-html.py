import html

import tornado.escape
import tornado.web

from django.http import HttpRequest, HttpResponse
from django.utils.safestring import mark_safe
from fastapi import FastAPI
from fastapi.responses import HTMLResponse
from flask.views import MethodView
from flask import Flask, Response, jsonify, make_response, render_template, render_template_string, request
from markupsafe import Markup, escape
from quart import Quart
from quart import make_response as quart_make_response
from quart import request as quart_request

app = Flask(__name__)
api = FastAPI()
quart_app = Quart(__name__)


@app.route("/greet")
def greet():
    name = request.args.get("name", "")
    # ruleid: py-xss-tainted-html
    resp = make_response("<h1>Hello " + name + "</h1>")
    # ruleid: py-xss-tainted-html
    banner = Markup("<b>%s</b>" % name)
    # ok: py-xss-tainted-html
    safe = make_response("<h1>Hello " + escape(name) + "</h1>")
    # Markup's own % operator escapes its arguments.
    # ok: py-xss-tainted-html
    bold = Markup("<b>%s</b>") % name
    # ok: py-xss-tainted-html
    data = jsonify(name=name)
    # Markup.format escapes its arguments: the response carries escaped text.
    # ok: py-xss-tainted-html
    chip = make_response(str(Markup("<span>{}</span>").format(name)))
    # ruleid: py-xss-tainted-html
    raw_chip = make_response("<span>{}</span>".format(name))
    # ok: py-xss-tainted-html
    counted = make_response("<p>" + str(len(name)) + " characters</p>")
    # A response object passed to make_response is returned as it is (JSON here).
    # ok: py-xss-tainted-html
    wrapped = make_response(jsonify(name=name))
    return resp, banner, safe, bold, data, counted, chip, raw_chip, wrapped


def search(request: HttpRequest):
    term = request.GET.get("q", "")
    if not term:
        # ok: py-xss-tainted-html
        return HttpResponse("<p>Type something to search</p>")
    # ruleid: py-xss-tainted-html
    note = mark_safe("<em>" + term + "</em>")
    # ok: py-xss-tainted-html
    shown = HttpResponse("<p>Results for " + html.escape(term) + "</p>")
    # ok: py-xss-tainted-html
    HttpResponse("Results for " + term, content_type="text/plain")
    # ruleid: py-xss-tainted-html
    return HttpResponse("<p>Results for " + term + "</p>"), note, shown


@api.get("/hello", response_class=HTMLResponse)
def hello(who: str, times: int = 1):
    # ok: py-xss-tainted-html
    HTMLResponse(content="<p>" + str(times) + "</p>")
    # ruleid: py-xss-tainted-html
    return HTMLResponse(content=f"<p>Hello {who}</p>")


class ProfileHandler(tornado.web.RequestHandler):
    def get(self):
        nick = self.get_argument("nick")
        # ruleid: py-xss-tainted-html
        self.write("<h2>" + nick + "</h2>")
        # ok: py-xss-tainted-html
        self.write("<h2>" + tornado.escape.xhtml_escape(nick) + "</h2>")
        # ok: py-xss-tainted-html
        self.write("<p>" + str(len(nick)) + " letters</p>")


@quart_app.route("/hi/<name>")
async def hi(name):
    form = await quart_request.form
    # ruleid: py-xss-tainted-html
    await quart_make_response("<p>Hi " + name + " from " + form["city"] + "</p>")
    # ok: py-xss-tainted-html
    return await quart_make_response("<p>Hi " + escape(name) + "</p>")


# What a Flask view returns is the response body, sent as text/html.
@app.route("/echo/<word>")
def echo(word):
    # ruleid: py-xss-tainted-html
    return f"<p>You said {word}</p>"


@app.route("/card")
def card():
    who = request.args.get("who", "")
    if not who:
        # ok: py-xss-tainted-html
        return "<p>nobody</p>", 400
    if who.isalnum():
        # Letters and digits only: nothing to escape.
        # ok: py-xss-tainted-html
        return "<p>" + who + "</p>"
    # ruleid: py-xss-tainted-html
    return "<p>" + who + "</p>", 200


@app.route("/card.json")
def card_json():
    who = request.args.get("who", "")
    # A dict is sent as JSON, a rendered template is autoescaped.
    # ok: py-xss-tainted-html
    return {"who": who}


@app.route("/card.html")
def card_html():
    who = request.args.get("who", "")
    # ok: py-xss-tainted-html
    return render_template("card.html", who=who)


@app.route("/card.txt")
def card_txt():
    who = request.values.get("who", "")
    # ok: py-xss-tainted-html
    plain = Response("who: " + who, mimetype="text/plain")
    # ruleid: py-xss-tainted-html
    page = Response("<b>" + who + "</b>", mimetype="text/html")
    # ruleid: py-xss-tainted-html
    inline = render_template_string("<p>" + who + "</p>")
    return plain, page, inline


def init(application):
    # Views registered on an application object handed in by the caller.
    @application.route("/late")
    def late():
        term = request.args.get("term", "")
        html_body = "<ul>"
        # ruleid: py-xss-tainted-html
        html_body += f"<li>{term}</li>"
        # ruleid: py-xss-tainted-html
        return html_body

    @application.route("/late/<slug>")
    def late_slug(slug):
        # ok: py-xss-tainted-html
        return jsonify(slug=slug)


class ItemView(MethodView):
    def get(self):
        q = request.args.get("q", "")
        # ruleid: py-xss-tainted-html
        return "<p>" + q + "</p>"

    def post(self):
        q = request.form.get("q", "")
        # ok: py-xss-tainted-html
        return {"saved": q}

    def describe(self):
        # Not a handler method: its return value is not a response.
        # ok: py-xss-tainted-html
        return "<p>" + request.args.get("q", "") + "</p>"


app.add_url_rule("/items", view_func=ItemView.as_view("items"))


from fastapi import FastAPI
from fastapi.responses import HTMLResponse, PlainTextResponse

api = FastAPI()


@api.get("/greet", response_class=HTMLResponse)
async def greet_html(name: str):
    # ruleid: py-xss-tainted-html
    return "<h1>Hello " + name + "</h1>"


@api.get("/greet-escaped", response_class=HTMLResponse)
async def greet_escaped(name: str):
    # ok: py-xss-tainted-html
    return "<h1>Hello " + html.escape(name) + "</h1>"


@api.get("/greet-json")
async def greet_json(name: str):
    # FastAPI's default response class is JSON: the string is encoded, not rendered.
    # ok: py-xss-tainted-html
    return "<h1>Hello " + name + "</h1>"


@api.get("/greet-text", response_class=PlainTextResponse)
async def greet_text(name: str):
    # ok: py-xss-tainted-html
    return "Hello " + name


@app.route("/badge")
def badge():
    label = request.args.get("label", "")
    # A constant template printing its variable through |safe: the variable is the markup.
    # ruleid: py-xss-tainted-html
    page = render_template_string("<span class='badge'>{{ label|safe }}</span>", label=label)
    # Autoescape switched off inside the template.
    # ruleid: py-xss-tainted-html
    other = render_template_string("{% autoescape false %}<b>{{ label }}</b>{% endautoescape %}", label=label)
    # The same variable escaped by Jinja (the default), or `|safe` applied to a constant only.
    # ok: py-xss-tainted-html
    plain = render_template_string("<span class='badge'>{{ label }}</span>", label=label)
    # `|safe` applies to the constant footer only; the label is escaped.
    # ok: py-xss-tainted-html
    fixed = render_template_string("<span>{{ label }}</span>{{ footer|safe }}", label=label, footer="<hr>")
    # ruleid: py-xss-tainted-html
    spaced = render_template_string("<p>{{ title }}</p>{{ label | trim | safe }}", title="x", label=label)
    return page + other + plain + fixed + spaced


# Views registered by a call rather than a decorator: add_url_rule(rule, endpoint, view_func)
# is what @app.route does, so the same functions are views.
def tag_list():
    # ruleid: py-xss-tainted-html
    return "<ul>" + "".join(f"<li>{t}</li>" for t in request.args.getlist("tag")) + "</ul>"


def member_card(login):
    # ruleid: py-xss-tainted-html
    return f"<div class='card'>{login}</div>"


def member_number(number):
    # An <int:> converter passes a number.
    # ok: py-xss-tainted-html
    return f"<div class='card'>{number}</div>"


def banner_text(text):
    # Not registered anywhere in view: a helper's return value is no response.
    # ok: py-xss-tainted-html
    return "<b>" + text + "</b>"


def register_member_views(application):
    application.add_url_rule("/members/<login>", "member_card", member_card)


app.add_url_rule("/tags", view_func=tag_list)
app.add_url_rule("/members/<int:number>", view_func=member_number, methods=["GET"])
