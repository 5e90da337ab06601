from rest_framework import serializers

from productions.models import Performance
from .models import Booking


class PerformanceSerializer(serializers.ModelSerializer):
    production = serializers.CharField(source="production.title", read_only=True)

    class Meta:
        model = Performance
        fields = ["id", "production", "starts_at", "base_price_pence", "sold_out"]


class BookingSerializer(serializers.ModelSerializer):
    class Meta:
        model = Booking
        fields = ["reference", "performance", "seats", "status", "total_pence", "created_at"]
        read_only_fields = ["reference", "status", "total_pence", "created_at"]


class SeatHoldSerializer(serializers.Serializer):
    performance = serializers.IntegerField(min_value=1)
    seats = serializers.CharField(max_length=200)
    band = serializers.ChoiceField(choices=["stalls", "circle", "balcony"])
    note = serializers.CharField(max_length=500, required=False, allow_blank=True)


class LegacyLookupSerializer(serializers.Serializer):
    surname = serializers.CharField(max_length=80)
    season = serializers.CharField(max_length=9)
    refund_email = serializers.EmailField(required=False)
