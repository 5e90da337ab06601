# Models with a custom queryset: a manager made by Manager.from_queryset and one by QuerySet.as_manager.
from django.db import models


class ShowQuerySet(models.QuerySet):
    def published(self):
        return self.filter(published=True)


class ShowManager(models.Manager.from_queryset(ShowQuerySet)):
    pass


class Show(models.Model):
    title = models.CharField(max_length=100)
    published = models.BooleanField(default=False)

    objects = ShowManager()


class Seat(models.Model):
    label = models.CharField(max_length=10)

    objects = ShowQuerySet.as_manager()
