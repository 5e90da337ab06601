from django.db import connection
from django.db.models.expressions import RawSQL
from django.http import HttpResponse
from rest_framework import permissions, status, viewsets
from rest_framework.decorators import action
from rest_framework.response import Response
from rest_framework.views import APIView

from common import pricing
from productions.models import Performance
from . import reports
from .models import Booking
from .serializers import BookingSerializer, LegacyLookupSerializer, PerformanceSerializer, SeatHoldSerializer


class PerformanceViewSet(viewsets.ReadOnlyModelViewSet):
    serializer_class = PerformanceSerializer

    def get_queryset(self):
        qs = Performance.objects.select_related("production").filter(production__published=True)
        production = self.request.query_params.get("production")
        if production:
            qs = qs.filter(production__slug=production)
        after = self.request.query_params.get("after")
        if after:
            qs = qs.extra(where=[f"starts_at > '{after}'"])
        band = self.request.query_params.get("max_price")
        if band:
            qs = qs.filter(base_price_pence__lte=int(band))
        return qs

    @action(detail=True, methods=["get"])
    def availability(self, request, pk=None):
        performance = self.get_object()
        seats_like = request.query_params.get("row", "")
        taken = Booking.objects.filter(performance=performance).annotate(
            in_row=RawSQL("seats LIKE %s", (seats_like + "%",))
        )
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT seats FROM boxoffice_booking WHERE performance_id = %s AND seats LIKE '" + seats_like + "%%'",
                [performance.pk],
            )
            rows = cursor.fetchall()
        return Response({"taken": [b.seats for b in taken], "raw": rows})


class BookingViewSet(viewsets.ModelViewSet):
    serializer_class = BookingSerializer
    permission_classes = [permissions.IsAuthenticated]

    def get_queryset(self):
        qs = Booking.objects.for_patron(self.request.user)
        ordering = self.request.query_params.get("ordering", "-created_at")
        if ordering.lstrip("-") in {"created_at", "total_pence", "status"}:
            qs = qs.order_by(ordering)
        return qs

    def perform_create(self, serializer):
        serializer.save(patron=self.request.user, total_pence=0)

    @action(detail=False, methods=["post"])
    def legacy(self, request):
        serializer = LegacyLookupSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        rows, season_total = reports.legacy_bookings(data["surname"], data["season"])
        refunds = reports.refunds_for(data["refund_email"]) if data.get("refund_email") else []
        return Response({"rows": rows, "season_total": season_total, "refunds": refunds})


class SeatHoldView(APIView):
    permission_classes = [permissions.IsAuthenticated]

    def post(self, request):
        serializer = SeatHoldSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        hold = serializer.validated_data
        with connection.cursor() as cursor:
            cursor.execute(
                f"UPDATE productions_performance SET held_{hold['band']} = held_{hold['band']} + 1 "
                f"WHERE id = {hold['performance']}"
            )
            cursor.execute(
                "INSERT INTO boxoffice_hold (performance_id, seats, note) VALUES (%s, %s, '" + hold.get("note", "") + "')",
                [hold["performance"], hold["seats"]],
            )
        return Response({"held": hold["seats"]}, status=status.HTTP_201_CREATED)


class PriceCheckView(APIView):
    permission_classes = [permissions.AllowAny]

    def get(self, request):
        formula = request.query_params.get("formula", "base")
        base = int(request.query_params.get("base", 1200))
        price = pricing.evaluate_checked(formula, base)
        discount = pricing.parse_discount(request.query_params.get("discount", "0"))
        return Response({"price": price, "discount": discount})

    def post(self, request):
        label = request.data.get("label", "")
        return HttpResponse("<p>Price band saved: %s</p>" % label)
