import xml.etree.ElementTree as ET

from flask import Blueprint, jsonify, request

sync = Blueprint("sync", __name__)


@sync.post("/sync/settings")
def sync_settings():
    xml_text = request.get_json()["xml"]
    root = ET.fromstring(xml_text)
    settings = {child.tag: child.text for child in root}
    return jsonify(settings)
