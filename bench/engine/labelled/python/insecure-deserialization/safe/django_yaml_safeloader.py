import yaml
from django.http import JsonResponse


def import_settings(request):
    settings = yaml.load(request.body, Loader=yaml.SafeLoader)
    return JsonResponse({"count": len(settings)})
