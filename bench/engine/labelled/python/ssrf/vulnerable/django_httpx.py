import httpx
from django.http import JsonResponse


def webhook_test(request):
    target = request.POST["callback_url"]
    r = httpx.post(target, json={"event": "ping"})
    return JsonResponse({"status": r.status_code})
