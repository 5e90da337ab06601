from django.http import JsonResponse


def select_account(request):
    request.session["account_id"] = request.GET["account"]
    return JsonResponse({"ok": True})
