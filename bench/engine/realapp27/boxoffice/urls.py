from django.urls import path

from . import views

app_name = "boxoffice"

urlpatterns = [
    path("basket/", views.BasketView.as_view(), name="basket"),
    path("bookings/<uuid:reference>/", views.booking_detail, name="booking"),
    path("bookings/<uuid:reference>/notes/", views.save_access_notes, name="notes"),
    path("lookup/", views.booking_lookup, name="lookup"),
    path("webhooks/payment/", views.payment_webhook, name="payment-webhook"),
    path("partners/ping/", views.partner_ping, name="partner-ping"),
    path("seat-plans/import/", views.seat_plan_import, name="seat-plan-import"),
    path("exports/<int:performance_id>/sales/", views.sales_export, name="sales-export"),
    path("exports/download/", views.download_export, name="exports"),
    path("exports/tickets/", views.download_ticket_batch, name="ticket-batch"),
    path("performances/<int:performance_id>/caption/", views.poster_caption, name="caption"),
    path("reports/sales/", views.sales_report, name="sales-report"),
    path("price-preview/", views.price_preview, name="price-preview"),
]
