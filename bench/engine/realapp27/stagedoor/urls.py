from django.contrib import admin
from django.urls import include, path, re_path
from rest_framework.routers import DefaultRouter

from boxoffice import api as boxoffice_api
from productions import views as production_views

router = DefaultRouter()
router.register(r"bookings", boxoffice_api.BookingViewSet, basename="booking")
router.register(r"performances", boxoffice_api.PerformanceViewSet, basename="performance")

urlpatterns = [
    path("admin/", admin.site.urls),
    path("", production_views.HomeView.as_view(), name="home"),
    path("shows/", include("productions.urls")),
    path("box-office/", include("boxoffice.urls")),
    path("patrons/", include("patrons.urls")),
    path("api/", include(router.urls)),
    path("api/seat-hold/", boxoffice_api.SeatHoldView.as_view(), name="api-seat-hold"),
    path("api/price-check/", boxoffice_api.PriceCheckView.as_view(), name="api-price-check"),
    re_path(r"^archive/(?P<year>[0-9]{4})/$", production_views.season_archive, name="season-archive"),
]
