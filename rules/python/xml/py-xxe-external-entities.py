import xml.sax
from xml.sax.handler import feature_external_ges, feature_namespaces

from lxml import etree


def parse_upload(data: bytes):
    # ruleid: py-xxe-external-entities
    unsafe = etree.XMLParser(resolve_entities=True)
    # ruleid: py-xxe-external-entities
    networked = etree.XMLParser(no_network=False)
    # ok: py-xxe-external-entities
    hardened = etree.XMLParser(resolve_entities=False, no_network=True)
    # ok: py-xxe-external-entities
    default = etree.XMLParser(remove_blank_text=True)
    reader = xml.sax.make_parser()
    # ruleid: py-xxe-external-entities
    reader.setFeature(feature_external_ges, True)
    # ok: py-xxe-external-entities
    reader.setFeature(feature_namespaces, True)
    # ok: py-xxe-external-entities
    reader.setFeature(feature_external_ges, False)
    return etree.fromstring(data, hardened), unsafe, networked, default
