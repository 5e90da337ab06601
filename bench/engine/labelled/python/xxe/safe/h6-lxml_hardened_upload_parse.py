from flask import Blueprint, jsonify, request
from lxml import etree

feeds = Blueprint("feeds", __name__)


class FeedParser:
    def __init__(self):
        self.parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)

    def items(self, stream):
        tree = etree.parse(stream, self.parser)
        return [i.findtext("title") for i in tree.getroot().iter("item")]


@feeds.route("/feeds/upload", methods=["POST"])
def upload_feed():
    upload = request.files["feed"]
    titles = FeedParser().items(upload.stream)
    return jsonify(titles=titles)
