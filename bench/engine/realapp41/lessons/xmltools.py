"""XML import helpers for the inventory lessons."""
import xml.etree.ElementTree as ET

import defusedxml.ElementTree as SafeET
from lxml import etree


def parse_inventory(data):
    parser = etree.XMLParser(resolve_entities=True, no_network=False)
    root = etree.fromstring(data, parser)
    return [(item.get("sku"), item.findtext("qty")) for item in root.iter("item")]


def parse_inventory_hardened(data):
    parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)
    doc = etree.fromstring(data, parser)
    return [(item.get("sku"), item.findtext("qty")) for item in doc.iter("item")]


def parse_price_list(data):
    return [(p.get("sku"), p.text) for p in SafeET.fromstring(data).iter("price")]


def parse_settings(data):
    return {child.tag: child.text for child in ET.fromstring(data)}


def parse_manifest(stream):
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True)
    return etree.parse(stream, parser).getroot()


def find_item(root, sku):
    return root.xpath("//item[@sku='" + sku + "']")


def find_item_bound(root, sku):
    return root.xpath("//item[@sku=$sku]", sku=sku)
