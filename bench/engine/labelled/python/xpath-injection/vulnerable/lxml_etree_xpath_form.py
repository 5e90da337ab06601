from lxml import etree
from django.http import JsonResponse

DOC = etree.parse("data/accounts.xml")


def check(request):
    query = "//account[@id='%s' and @pin='%s']" % (request.POST["id"], request.POST["pin"])
    return JsonResponse({"ok": bool(DOC.xpath(query))})
