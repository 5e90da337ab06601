from flask import Blueprint, request, Response

wiki = Blueprint("wiki", __name__)


def page_not_found(slug):
    html = "<html><body><p>No page called <b>%s</b> exists.</p></body></html>" % slug
    return Response(html, status=404, mimetype="text/html")


@wiki.route("/wiki/<slug>")
def wiki_page(slug):
    return page_not_found(request.view_args["slug"])
