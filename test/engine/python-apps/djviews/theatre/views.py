# Class-based views read the request through self.request; form views get the bound form;
# DRF @action methods are views; forms and serializers hand over their fields by type.
import requests
from django.conf import settings
from django.db import connection
from django.http import FileResponse, HttpResponse
from django.views.generic import FormView, ListView
from rest_framework import viewsets
from rest_framework.decorators import action
from rest_framework.response import Response
from rest_framework.views import APIView

from .forms import FeedForm, FilterForm, HoldSerializer
from .models import Seat, Show


class ShowList(ListView):
    def get_queryset(self):
        q = self.request.GET.get("q", "")
        return Show.objects.extra(where=["title LIKE '%%" + q + "%%'"])  # expect: py-sqli-tainted-query

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        form = FilterForm(self.request.GET)
        if form.is_valid():
            data = form.cleaned_data
            with connection.cursor() as cursor:
                cursor.execute("SELECT id FROM show WHERE title = '%s'" % data["q"])  # expect: py-sqli-tainted-query
                cursor.execute("SELECT id FROM show WHERE venue = %d ORDER BY %s" % (data["venue"], data["sort"]))
                cursor.execute("SELECT id FROM show WHERE slug = '%s'" % data["slug"])
        return context


class FeedImport(FormView):
    form_class = FeedForm

    def form_valid(self, form):
        requests.get(form.cleaned_data["url"], timeout=5)  # expect: py-ssrf-tainted-url
        return super().form_valid(form)


class SeatViewSet(viewsets.ModelViewSet):
    @action(detail=False, methods=["get"])
    def by_row(self, request):
        row = request.query_params.get("row", "")
        with connection.cursor() as cursor:
            cursor.execute("SELECT id FROM seat WHERE label LIKE '" + row + "%%'")  # expect: py-sqli-tainted-query
        return Response({})


class HoldView(APIView):
    def post(self, request):
        serializer = HoldSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        hold = serializer.validated_data
        with connection.cursor() as cursor:
            cursor.execute(f"UPDATE performance SET held_{hold['band']} = 1 WHERE id = {hold['performance']}")
            cursor.execute("INSERT INTO hold (note) VALUES ('" + hold.get("note", "") + "')")  # expect: py-sqli-tainted-query
        return Response({})


def ticket_batch(request):
    batch = request.GET.get("batch", "")
    return FileResponse(open(settings.EXPORT_DIR / "tickets" / batch, "rb"))  # expect: py-path-traversal


def seat_count(request):
    label = request.GET.get("label", "")
    seats = Seat.objects.filter(label__startswith=label)
    shows = Show.objects.filter(title__icontains=label)
    return HttpResponse(f"{seats.count()} seats and {shows.count()} shows; any: {shows.exists()}")


def show_search(request):
    title = request.GET.get("title", "")
    rows = Show.objects.raw(f"SELECT id FROM show WHERE title = '{title}'")  # expect: py-sqli-tainted-query
    return HttpResponse(str(len(list(rows))))


def season(request, year):
    with connection.cursor() as cursor:
        cursor.execute("SELECT id FROM show WHERE year = %s" % year)
    return HttpResponse("ok")


def by_slug(request, slug, code):
    with connection.cursor() as cursor:
        cursor.execute("SELECT id FROM show WHERE slug = '%s'" % slug)
        cursor.execute("SELECT id FROM show WHERE code = '%s'" % code)  # expect: py-sqli-tainted-query
    return HttpResponse("ok")


def by_name(request, name):
    with connection.cursor() as cursor:
        cursor.execute("SELECT id FROM show WHERE name = '%s'" % name)  # expect: py-sqli-tainted-query
    return HttpResponse("ok")
