"""Mailing-list imports: the current CRM exports plain XML, the legacy one used DTD entities."""
import xml.etree.ElementTree as ET

from defusedxml import ElementTree as SafeET
from lxml import etree

_LEGACY_PARSER = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)


def parse(data):
    root = SafeET.fromstring(data)
    return [(e.findtext("email"), e.findtext("name")) for e in root.iter("subscriber")]


def parse_legacy(data):
    root = etree.fromstring(data, _LEGACY_PARSER)
    return [(e.findtext("email"), e.findtext("name")) for e in root.iter("subscriber")]


def parse_settings(path):
    return ET.parse(path).getroot()
