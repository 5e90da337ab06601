from defusedxml import ElementTree as SafeET
from lxml import etree


def parse_gpx(data: bytes):
    parser = etree.XMLParser(resolve_entities=False, no_network=True, huge_tree=False)
    root = etree.fromstring(data, parser)
    ns = {"g": "http://www.topografix.com/GPX/1/1"}
    return [(float(p.get("lat")), float(p.get("lon"))) for p in root.iterfind(".//g:trkpt", ns)]


def parse_club_export(stream):
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, remove_blank_text=True)
    tree = etree.parse(stream, parser)
    return tree.getroot()


def parse_tcx(data: bytes):
    root = etree.fromstring(data)
    return root


def parse_legacy_members(data: bytes):
    return SafeET.fromstring(data)


def riders_named(root, name: str):
    return root.xpath(f"//rider[@name='{name}']")


def riders_named_bound(root, name: str):
    return root.xpath("//rider[@name=$name]", name=name)
