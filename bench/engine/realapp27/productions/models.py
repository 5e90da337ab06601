from django.conf import settings
from django.db import models

from .managers import ProductionManager, ReviewManager


class Venue(models.Model):
    name = models.CharField(max_length=120)
    address = models.TextField()
    capacity = models.PositiveIntegerField()

    def __str__(self):
        return self.name


class Production(models.Model):
    title = models.CharField(max_length=200)
    slug = models.SlugField(unique=True)
    company = models.CharField(max_length=200)
    venue = models.ForeignKey(Venue, on_delete=models.PROTECT, related_name="productions")
    synopsis = models.TextField(blank=True)
    synopsis_html = models.TextField(blank=True, help_text="Rendered by the publicity team's editor")
    genre_tags = models.CharField(max_length=200, blank=True)
    poster = models.ImageField(upload_to="posters/", blank=True)
    published = models.BooleanField(default=False)

    objects = ProductionManager()

    def __str__(self):
        return self.title


class Performance(models.Model):
    production = models.ForeignKey(Production, on_delete=models.CASCADE, related_name="performances")
    starts_at = models.DateTimeField()
    base_price_pence = models.PositiveIntegerField(default=1200)
    sold_out = models.BooleanField(default=False)

    class Meta:
        ordering = ["starts_at"]


class Review(models.Model):
    production = models.ForeignKey(Production, on_delete=models.CASCADE, related_name="reviews")
    author = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    headline = models.CharField(max_length=140)
    body = models.TextField()
    stars = models.PositiveSmallIntegerField()
    approved = models.BooleanField(default=False)
    created_at = models.DateTimeField(auto_now_add=True)

    objects = ReviewManager()
