from django.http import HttpResponseRedirect
from django.urls import reverse


def after_payment(request):
    order_id = int(request.GET["order"])
    return HttpResponseRedirect(reverse("order-detail", args=[order_id]))
