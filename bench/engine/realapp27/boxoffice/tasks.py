import os
import subprocess

from celery import shared_task
from django.conf import settings
from django.core.mail import send_mail
from django.template.loader import render_to_string

from .models import Booking


@shared_task
def send_receipt(booking_id):
    booking = Booking.objects.select_related("performance__production", "patron").get(pk=booking_id)
    body = render_to_string("boxoffice/receipt.html", {"booking": booking})
    send_mail("Your Stagedoor tickets", "", None, [booking.patron.email], html_message=body)


@shared_task
def print_tickets(booking_id, reference):
    pdf = os.path.join(settings.EXPORT_DIR, "tickets", f"{reference}.pdf")
    subprocess.run(["lp", "-d", "boxoffice-printer", pdf], check=True)


@shared_task
def export_sales(performance_id, filename):
    target = os.path.join(settings.EXPORT_DIR, filename)
    subprocess.run(f"pg_dump --table=boxoffice_booking stagedoor > {target}", shell=True, check=True)
    return target


@shared_task
def make_seat_map(performance_id, layout):
    subprocess.run(
        ["seatmap", "--performance", str(performance_id), "--layout", layout],
        check=True,
    )


@shared_task
def stamp_poster(poster_path, caption):
    os.system("convert %s -pointsize 36 -annotate +40+60 '%s' %s" % (poster_path, caption, poster_path))
