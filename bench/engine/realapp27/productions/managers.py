from django.db import models
from django.db.models.expressions import RawSQL
from django.utils import timezone


class ProductionQuerySet(models.QuerySet):
    def on_sale(self):
        return self.filter(published=True, performances__starts_at__gte=timezone.now()).distinct()

    def matching(self, term):
        return self.filter(models.Q(title__icontains=term) | models.Q(company__icontains=term))

    def with_popularity(self):
        return self.annotate(
            popularity=RawSQL(
                "SELECT count(*) FROM boxoffice_booking b JOIN productions_performance p "
                "ON b.performance_id = p.id WHERE p.production_id = productions_production.id AND b.status = %s",
                ("paid",),
            )
        )

    def tagged(self, tag):
        return self.extra(where=["genre_tags LIKE '%%" + tag + "%%'"])

    def in_venue(self, venue_id):
        return self.extra(where=["venue_id = %s"], params=[venue_id])


class ProductionManager(models.Manager.from_queryset(ProductionQuerySet)):
    def get_by_natural_key(self, slug):
        return self.get(slug=slug)


class ReviewManager(models.Manager):
    def approved(self):
        return self.filter(approved=True).order_by("-created_at")

    def keyword_rank(self, keyword):
        return self.annotate(rank=RawSQL(f"position('{keyword}' in lower(body))", ()))
