import xml.etree.ElementTree as ET

import defusedxml.ElementTree as DET
from lxml import etree
from sqlalchemy.orm import Session

from ..models import Tool

_HARDENED = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


def import_tools(db: Session, data: bytes) -> int:
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True)
    root = etree.fromstring(data, parser)
    count = 0
    for node in root.iter("tool"):
        db.add(Tool(code=node.get("code"), name=node.findtext("name"), category=node.get("category", "power")))
        count += 1
    db.commit()
    return count


def parse_catalogue(data: bytes) -> list[str]:
    root = ET.fromstring(data)
    return [n.text or "" for n in root.iter("title")]


def parse_partner_feed(data: bytes) -> list[str]:
    root = etree.fromstring(data, _HARDENED)
    return [n.get("href") for n in root.iter("item")]


def parse_branch_list(data: bytes) -> list[str]:
    return [n.text or "" for n in DET.fromstring(data).iter("branch")]
