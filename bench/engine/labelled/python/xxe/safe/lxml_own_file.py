from lxml import etree
from django.http import JsonResponse

PARSER = etree.XMLParser(resolve_entities=True, load_dtd=True)
CATALOG = etree.parse("/etc/app/catalog.xml", PARSER)


def upload(request):
    name = request.GET.get("name", "")
    found = [e for e in CATALOG.iter("product") if e.get("name") == name]
    return JsonResponse({"found": len(found)})
