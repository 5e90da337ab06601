from django.urls import path, re_path

from . import views

urlpatterns = [
    path("shows/", views.ShowList.as_view()),
    path("feed/", views.FeedImport.as_view()),
    path("hold/", views.HoldView.as_view()),
    path("batch/", views.ticket_batch),
    path("seats/", views.seat_count),
    path("search/", views.show_search),
    re_path(r"^season/(?P<year>[0-9]{4})/$", views.season),
    path("s/<slug:slug>/<str:code>/", views.by_slug),
    re_path(r"^n/(?P<name>[^/]+)/$", views.by_name),
]
