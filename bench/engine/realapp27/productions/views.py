import os

from django.conf import settings
from django.contrib import messages
from django.contrib.auth.mixins import LoginRequiredMixin, PermissionRequiredMixin
from django.db import connection
from django.http import FileResponse, Http404, HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.html import escape, format_html
from django.utils.safestring import mark_safe
from django.views.generic import DetailView, FormView, ListView, TemplateView

from common import feeds, media
from .forms import PressImportForm, ReviewForm, ShowSearchForm
from .models import Production, Review


class HomeView(TemplateView):
    template_name = "productions/home.html"

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        context["featured"] = Production.objects.on_sale()[:6]
        context["welcome"] = self.request.GET.get("welcome", "")
        context["banner"] = mark_safe("<strong>Members' week:</strong> 20% off every matinee")
        return context


class ProductionListView(ListView):
    model = Production
    template_name = "productions/production_list.html"
    paginate_by = 20

    def get_queryset(self):
        form = ShowSearchForm(self.request.GET)
        qs = Production.objects.on_sale().with_popularity()
        if not form.is_valid():
            return qs
        data = form.cleaned_data
        if data["q"]:
            qs = qs.matching(data["q"])
        if data["venue"]:
            qs = qs.in_venue(data["venue"])
        if data["genre"]:
            qs = qs.tagged(data["genre"])
        if data["sort"]:
            qs = qs.order_by(data["sort"])
        return qs

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        context["q"] = self.request.GET.get("q", "")
        context["heading"] = format_html("Results for <em>{}</em>", self.request.GET.get("q", ""))
        return context


class ProductionDetailView(DetailView):
    model = Production
    template_name = "productions/production_detail.html"
    slug_url_kwarg = "slug"

    def get_queryset(self):
        return Production.objects.filter(published=True).select_related("venue")

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        production = self.object
        context["reviews"] = production.reviews.approved()[:10]
        context["tab"] = self.request.GET.get("tab", "about")
        context["share_note"] = mark_safe(
            "<p class='share'>Shared by " + self.request.GET.get("ref", "a friend") + "</p>"
        )
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT count(*) FROM boxoffice_booking b JOIN productions_performance p ON b.performance_id = p.id "
                "WHERE p.production_id = %s AND b.status = 'paid'",
                [production.pk],
            )
            context["sold"] = cursor.fetchone()[0]
        return context


class ReviewCreateView(LoginRequiredMixin, FormView):
    form_class = ReviewForm
    template_name = "productions/review_form.html"

    def form_valid(self, form):
        production = get_object_or_404(Production, slug=self.kwargs["slug"])
        review = form.save(commit=False)
        review.production = production
        review.author = self.request.user
        review.save()
        messages.success(self.request, "Thanks - your review will appear once a volunteer approves it.")
        return redirect("productions:detail", slug=production.slug)


def search(request):
    term = request.GET.get("q", "")
    venue = request.GET.get("venue", "")
    rows = Production.objects.raw(
        "SELECT id, title, slug FROM productions_production WHERE title ILIKE %s AND published",
        ["%" + term + "%"],
    )
    if venue:
        rows = Production.objects.raw(
            f"SELECT p.id, p.title, p.slug FROM productions_production p JOIN productions_venue v "
            f"ON p.venue_id = v.id WHERE v.name = '{venue}' AND p.title ILIKE '%%{term}%%'"
        )
    return render(request, "productions/search.html", {"rows": rows, "q": term})


def by_tag(request, tag):
    productions = Production.objects.filter(published=True).extra(
        select={"tag_hit": "genre_tags LIKE %s"}, select_params=("%" + tag + "%",)
    )
    return render(request, "productions/production_list.html", {"object_list": productions, "q": tag})


def review_search(request, slug):
    keyword = request.GET.get("keyword", "").lower()
    production = get_object_or_404(Production, slug=slug)
    reviews = Review.objects.keyword_rank(keyword).filter(production=production, approved=True)
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT id FROM productions_review WHERE production_id = %d AND body ILIKE '%%%s%%'"
            % (production.pk, keyword)
        )
        ids = [row[0] for row in cursor.fetchall()]
    return render(request, "productions/reviews.html", {"reviews": reviews, "ids": ids, "slug": slug})


def season_archive(request, year):
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT title, slug FROM productions_production WHERE extract(year FROM created) = %s" % year
        )
        rows = cursor.fetchall()
    return render(request, "productions/archive.html", {"rows": rows, "year": year})


def upload_poster(request, pk):
    production = get_object_or_404(Production, pk=pk)
    upload = request.FILES["poster"]
    target = os.path.join(settings.MEDIA_ROOT, "posters", upload.name)
    with open(target, "wb") as out:
        for chunk in upload.chunks():
            out.write(chunk)
    production.poster.name = "posters/" + upload.name
    production.save(update_fields=["poster"])
    return JsonResponse({"poster": production.poster.url})


def programme_pdf(request, name):
    path = os.path.join(settings.PROGRAMME_DIR, name)
    if not os.path.exists(path):
        raise Http404("No such programme")
    return FileResponse(open(path, "rb"), content_type="application/pdf")


def embed_card(request, pk):
    production = get_object_or_404(Production, pk=pk, published=True)
    theme = request.COOKIES.get("sd_theme", "light")
    caption = request.GET.get("caption", production.title)
    html = format_html(
        "<div class='card card-{}'><h3>{}</h3><p>{}</p></div>", theme, production.title, caption
    )
    if request.GET.get("compact"):
        html = format_html(f"<div class='card card-{theme}'><h3>{caption}</h3></div>")
    return HttpResponse(html)


class PressImportView(PermissionRequiredMixin, FormView):
    permission_required = "productions.change_production"
    form_class = PressImportForm
    template_name = "productions/press_import.html"

    def form_valid(self, form):
        items = feeds.fetch_press_items(form.cleaned_data["feed_url"])
        label = form.cleaned_data["label"]
        messages.info(self.request, mark_safe(f"Imported {len(items)} items from <b>{escape(label)}</b>"))
        return redirect("productions:list")


def trailer_info(request):
    name = request.GET.get("file", "")
    poster = request.GET.get("poster", "")
    info = {"duration": media.trailer_duration(name)}
    if poster:
        info["size"] = media.poster_dimensions(poster)
        media.poster_thumbnail(poster)
    return JsonResponse(info)
