import xml.sax
from xml.sax.handler import feature_external_ges
from io import BytesIO
from flask import Blueprint, request

feeds = Blueprint("feeds", __name__)


class TitleHandler(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.titles = []

    def characters(self, content):
        self.titles.append(content)


@feeds.route("/feeds/parse", methods=["POST"])
def parse_feed():
    handler = TitleHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(BytesIO(request.get_data()))
    return {"titles": handler.titles}
