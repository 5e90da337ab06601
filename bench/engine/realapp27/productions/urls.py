from django.urls import path

from . import views

app_name = "productions"

urlpatterns = [
    path("", views.ProductionListView.as_view(), name="list"),
    path("search/", views.search, name="search"),
    path("tag/<str:tag>/", views.by_tag, name="by-tag"),
    path("<slug:slug>/", views.ProductionDetailView.as_view(), name="detail"),
    path("<slug:slug>/review/", views.ReviewCreateView.as_view(), name="review"),
    path("<slug:slug>/reviews/search/", views.review_search, name="review-search"),
    path("<int:pk>/poster/", views.upload_poster, name="poster"),
    path("press/import/", views.PressImportView.as_view(), name="press-import"),
    path("programme/<path:name>", views.programme_pdf, name="programme"),
    path("trailer-info/", views.trailer_info, name="trailer-info"),
    path("embed/<int:pk>/", views.embed_card, name="embed"),
]
