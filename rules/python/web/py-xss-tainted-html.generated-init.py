from dataclasses import dataclass, field
from typing import ClassVar, NamedTuple

from flask import Flask, request
from markupsafe import escape

app = Flask(__name__)


@dataclass
class Comment:
    author: str
    body: str = ""
    tags: list = field(default_factory=list)
    css: ClassVar[str] = "comment"

    def render(self):
        return f"<div class='{self.css}'><b>{self.author}</b>: {self.body}</div>"


class Badge(NamedTuple):
    label: str
    colour: str = "grey"


@app.route("/comments", methods=["POST"])
def comments():
    # The constructor @dataclass writes stores each keyword on the instance.
    c = Comment(author=request.form["author"], body=request.form["body"])
    # ruleid: py-xss-tainted-html
    return c.render()


@app.route("/comments/escaped", methods=["POST"])
def comments_escaped():
    c = Comment(str(escape(request.form["author"])), str(escape(request.form["body"])))
    # ok: py-xss-tainted-html
    return c.render()


@app.route("/badge")
def badge():
    b = Badge(request.args["label"])
    # ruleid: py-xss-tainted-html
    return "<span class='%s'>%s</span>" % (b.colour, b.label)


@app.route("/badge/colour")
def badge_colour():
    b = Badge("new", colour="red")
    # ok: py-xss-tainted-html
    return "<span class='%s'>%s</span>" % (b.colour, b.label)
