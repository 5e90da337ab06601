import httpx
from django.conf import settings
from django.http import JsonResponse


def webhook_test(request):
    r = httpx.post(settings.WEBHOOK_URL, json={"event": "ping", "note": request.POST.get("note", "")})
    return JsonResponse({"status": r.status_code})
