"""Parsers for the XML files the analysers export."""
from lxml import etree

_HARDENED = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


def parse_analyser_export(data):
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
    return etree.fromstring(data, parser)


def parse_order_message(data):
    return etree.fromstring(data, _HARDENED)


def observations(root):
    for obs in root.iter("observation"):
        yield {
            "test_code": obs.findtext("code"),
            "value": float(obs.findtext("value")),
            "unit": obs.findtext("unit"),
        }
