from flask import Blueprint, request
from markupsafe import escape

pages = Blueprint("pages", __name__)


@pages.route("/welcome")
def welcome():
    name = request.args.get("name", "friend")
    html = "<html><body>"
    html += "<h1>Welcome, " + escape(name) + "!</h1>"
    html += "</body></html>"
    return html
