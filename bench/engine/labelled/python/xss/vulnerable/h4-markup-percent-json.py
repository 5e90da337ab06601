from flask import Blueprint, render_template, request
from markupsafe import Markup

news = Blueprint("news", __name__)


def headline(item):
    return Markup("<strong>%s</strong>" % item["title"])


@news.post("/news/preview")
def preview():
    item = request.get_json()["item"]
    return render_template("preview.html", headline=headline(item))
