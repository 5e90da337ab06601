import uuid

from django.conf import settings
from django.db import models

from productions.models import Performance


class BookingQuerySet(models.QuerySet):
    def paid(self):
        return self.filter(status=Booking.Status.PAID)

    def for_patron(self, user):
        return self.filter(patron=user).select_related("performance__production")


class Booking(models.Model):
    class Status(models.TextChoices):
        HELD = "held"
        PAID = "paid"
        REFUNDED = "refunded"

    reference = models.UUIDField(default=uuid.uuid4, editable=False, unique=True)
    patron = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="bookings")
    performance = models.ForeignKey(Performance, on_delete=models.PROTECT, related_name="bookings")
    seats = models.CharField(max_length=200)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.HELD)
    access_notes = models.TextField(blank=True)
    total_pence = models.PositiveIntegerField()
    created_at = models.DateTimeField(auto_now_add=True)

    objects = BookingQuerySet.as_manager()


class GiftVoucher(models.Model):
    code = models.CharField(max_length=16, unique=True)
    value_pence = models.PositiveIntegerField()
    redeemed = models.BooleanField(default=False)
