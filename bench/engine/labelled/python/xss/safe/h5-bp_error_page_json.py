from flask import Blueprint, request, jsonify

wiki = Blueprint("wiki", __name__)


def page_not_found(slug):
    return jsonify(error="not found", slug=slug), 404


@wiki.route("/wiki/<slug>")
def wiki_page(slug):
    return page_not_found(request.view_args["slug"])
