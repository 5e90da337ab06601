"""Bank statement import (CAMT.053 and the older in-house XML export)."""
from lxml import etree

CAMT_NS = {"c": "urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"}


def parse_statement(xml_bytes):
    parser = etree.XMLParser(resolve_entities=False, no_network=True, huge_tree=False)
    return etree.fromstring(xml_bytes, parser)


def parse_legacy_export(xml_bytes):
    # the old desktop exporter writes &currency; entities defined in an internal DTD
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True)
    return etree.fromstring(xml_bytes, parser)


def entries(root):
    rows = []
    for entry in root.iterfind(".//c:Ntry", CAMT_NS):
        rows.append(
            {
                "amount": entry.findtext("c:Amt", namespaces=CAMT_NS),
                "booked": entry.findtext("c:BookgDt/c:Dt", namespaces=CAMT_NS),
                "reference": entry.findtext(".//c:RmtInf/c:Ustrd", namespaces=CAMT_NS),
            }
        )
    return rows


def find_by_reference(root, reference):
    return root.xpath(f"//entry[reference='{reference}']")


def find_by_account(root, account):
    return root.xpath("//entry[account=$acct]", acct=account)
