from django.http import JsonResponse


def prefs(request):
    settings = eval(request.COOKIES.get("prefs", "{}"))
    return JsonResponse(settings)
