from django.db.models.signals import post_save
from django.dispatch import receiver

from .models import Booking
from .tasks import print_tickets, send_receipt


@receiver(post_save, sender=Booking)
def booking_saved(sender, instance, created, **kwargs):
    if instance.status == Booking.Status.PAID:
        send_receipt.delay(instance.pk)
        print_tickets.delay(instance.pk, str(instance.reference))
