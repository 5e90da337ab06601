import json
from django.http import JsonResponse


def prefs(request):
    settings = json.loads(request.COOKIES.get("prefs", "{}"))
    return JsonResponse({"theme": settings.get("theme", "light")})
