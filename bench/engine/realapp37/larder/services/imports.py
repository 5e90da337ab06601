import base64
import csv
import io
import json
import pickle

import jsonpickle
import yaml
from defusedxml import ElementTree as SafeET
from lxml import etree

from ..models import InventoryItem


def load_manifest(raw_bytes):
    return yaml.load(raw_bytes, Loader=yaml.Loader)


def load_manifest_checked(raw_bytes):
    return yaml.safe_load(raw_bytes)


def load_settings(text):
    return yaml.load(text, Loader=yaml.SafeLoader)


def load_pallet(blob):
    return jsonpickle.decode(blob)


def load_pallet_json(blob):
    return json.loads(blob)


def restore_cart(cookie_value):
    return pickle.loads(base64.b64decode(cookie_value))


def save_cart(cart):
    return base64.b64encode(pickle.dumps(cart)).decode("ascii")


def parse_delivery_note(data):
    root = etree.fromstring(data)
    return [(line.get("sku"), int(line.get("qty", "0"))) for line in root.iter("line")]


def parse_delivery_note_checked(data):
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    root = etree.fromstring(data, parser)
    return [(line.get("sku"), int(line.get("qty", "0"))) for line in root.iter("line")]


def parse_supplier_feed(stream):
    tree = etree.parse(stream)
    return tree.getroot().findall("item")


def parse_supplier_feed_defused(data):
    return SafeET.fromstring(data).findall("item")


def find_line(root, sku):
    return root.xpath("//line[@sku=$sku]", sku=sku)


def import_csv(text):
    created = 0
    for row in csv.DictReader(io.StringIO(text)):
        InventoryItem.create(
            sku=row["sku"],
            name=row["name"],
            category=row.get("category", "misc"),
            quantity=int(row.get("quantity", 0)),
        )
        created += 1
    return created
