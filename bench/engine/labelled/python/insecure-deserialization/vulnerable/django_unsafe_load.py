import yaml
from django.http import JsonResponse


def import_settings(request):
    settings = yaml.unsafe_load(request.body)
    return JsonResponse({"count": len(settings)})
