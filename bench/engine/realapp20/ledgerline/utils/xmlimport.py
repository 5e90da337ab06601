"""Bank statements arrive as CAMT.053 XML; a few old banks still send OFX-in-XML."""
import xml.etree.ElementTree as ET

from lxml import etree

_NS = {"camt": "urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"}

_SAFE_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


def parse_camt(data):
    root = ET.fromstring(data)
    entries = []
    for ntry in root.iterfind(".//camt:Ntry", _NS):
        amount = ntry.find("camt:Amt", _NS)
        entries.append({"amount": amount.text, "currency": amount.get("Ccy")})
    return entries


def parse_ofx(data):
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True)
    return etree.fromstring(data, parser)


def parse_remittance(data):
    return etree.fromstring(data, _SAFE_PARSER)
