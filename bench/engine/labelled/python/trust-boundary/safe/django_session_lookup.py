from django.http import JsonResponse
from .models import Account


def select_account(request):
    account = Account.objects.get(pk=int(request.GET["account"]), owner=request.user)
    request.session["account_id"] = account.pk
    return JsonResponse({"ok": True})
