from lxml import etree
from django.http import JsonResponse

DOC = etree.parse("data/accounts.xml")


def check(request):
    query = "//account[@id='%d']" % int(request.POST["id"])
    return JsonResponse({"ok": bool(DOC.xpath(query))})
