from xml.dom import pulldom
from xml.sax import make_parser
from xml.sax.handler import feature_external_ges
from django.http import JsonResponse


def upload(request):
    parser = make_parser()
    parser.setFeature(feature_external_ges, True)
    events = pulldom.parseString(request.body.decode(), parser=parser)
    return JsonResponse({"events": sum(1 for _ in events)})
