import base64
import hashlib
import hmac
import json
import os
import pickle

import yaml
from django.conf import settings
from django.contrib.admin.views.decorators import staff_member_required
from django.contrib.auth.decorators import login_required
from django.core import signing
from django.http import FileResponse, HttpResponse, HttpResponseBadRequest, HttpResponseRedirect, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.html import escape
from django.views import View
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from common import feeds, pricing
from productions.models import Performance
from . import reports
from .models import Booking
from .tasks import export_sales, make_seat_map, stamp_poster

BASKET_COOKIE = "sd_basket"


class BasketView(View):
    def get(self, request):
        raw = request.COOKIES.get(BASKET_COOKIE)
        basket = pickle.loads(base64.b64decode(raw)) if raw else {"items": []}
        return render(request, "boxoffice/basket.html", {"basket": basket})

    def post(self, request):
        basket = signing.loads(request.COOKIES.get("sd_basket_signed", ""), salt="basket", max_age=3600) \
            if request.COOKIES.get("sd_basket_signed") else {"items": []}
        basket["items"].append({"performance": int(request.POST["performance"]), "seats": request.POST["seats"]})
        response = redirect("boxoffice:basket")
        response.set_cookie("sd_basket_signed", signing.dumps(basket, salt="basket"), secure=True, httponly=True,
                            samesite="Lax")
        return response


@login_required
def booking_detail(request, reference):
    booking = get_object_or_404(Booking.objects.for_patron(request.user), reference=reference)
    return render(request, "boxoffice/receipt.html", {"booking": booking})


@login_required
def booking_lookup(request):
    reference = request.GET.get("ref", "")
    bookings = Booking.objects.filter(patron=request.user, reference__startswith=reference[:8])
    if not bookings:
        return HttpResponse("No booking starts with " + reference, status=404)
    return HttpResponse(f"Found {bookings.count()} booking(s) for {escape(reference)}")


@login_required
@require_POST
def save_access_notes(request, reference):
    booking = get_object_or_404(Booking, reference=reference, patron=request.user)
    booking.access_notes = request.POST.get("notes", "")[:2000]
    booking.save(update_fields=["access_notes"])
    return_to = request.POST.get("return_to", "")
    if return_to:
        return HttpResponseRedirect(return_to)
    return HttpResponseRedirect(reverse("boxoffice:booking", args=[booking.reference]))


@csrf_exempt
@require_POST
def payment_webhook(request):
    signature = request.META.get("HTTP_X_PAYMENT_SIGNATURE", "")
    expected = hmac.new(settings.PAYMENT_WEBHOOK_SECRET.encode(), request.body, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(signature, expected):
        return HttpResponseBadRequest("bad signature")
    event = json.loads(request.body)
    booking = get_object_or_404(Booking, reference=event["booking_reference"])
    booking.status = Booking.Status.PAID
    booking.save()
    if event.get("callback_url"):
        feeds.notify_callback(event["callback_url"], {"ok": True})
    return JsonResponse({"received": True})


@csrf_exempt
def partner_ping(request):
    payload = json.loads(request.body or b"{}")
    callback = payload.get("callback")
    if callback:
        feeds.notify_callback(callback, {"status": "ok", "venue": "stagedoor"})
    listing = payload.get("listing_url")
    if listing:
        feeds.fetch_partner_listing(listing)
    return JsonResponse({"pong": True})


@staff_member_required
def seat_plan_import(request):
    if request.method == "POST":
        plan = yaml.load(request.FILES["plan"].read(), Loader=yaml.Loader)
        defaults = yaml.safe_load(request.POST.get("defaults", "") or "{}")
        performance = get_object_or_404(Performance, pk=int(request.POST["performance"]))
        make_seat_map.delay(performance.pk, request.POST.get("layout", "standard"))
        return render(request, "boxoffice/plan_done.html", {"plan": plan, "defaults": defaults})
    return render(request, "boxoffice/plan_upload.html")


@staff_member_required
def sales_export(request, performance_id):
    filename = request.GET.get("filename", f"sales-{performance_id}.sql")
    export_sales.delay(performance_id, filename)
    return redirect("boxoffice:exports")


@staff_member_required
def download_export(request):
    name = request.GET.get("file", "")
    safe_name = os.path.basename(name)
    return FileResponse(open(os.path.join(settings.EXPORT_DIR, safe_name), "rb"), as_attachment=True)


@staff_member_required
def download_ticket_batch(request):
    batch = request.GET.get("batch", "")
    return FileResponse(open(settings.EXPORT_DIR / "tickets" / batch, "rb"), as_attachment=True)


@staff_member_required
def poster_caption(request, performance_id):
    performance = get_object_or_404(Performance.objects.select_related("production"), pk=performance_id)
    stamp_poster.delay(performance.production.poster.path, request.POST.get("caption", ""))
    return redirect("productions:detail", slug=performance.production.slug)


@staff_member_required
def sales_report(request):
    performance = request.GET.get("performance", "")
    group = request.GET.get("group", "seat_band")
    rows = reports.sales_by(group, performance)
    return render(request, "boxoffice/report.html", {"rows": rows, "group": group})


def price_preview(request):
    formula = request.GET.get("formula", "base")
    base = int(request.GET.get("base", "1200"))
    return JsonResponse({"price": pricing.evaluate(formula, base)})
