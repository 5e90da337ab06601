from django.conf import settings
from django.db import models


class PatronProfile(models.Model):
    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="profile")
    display_name = models.CharField(max_length=80)
    bio = models.TextField(blank=True)
    website = models.URLField(blank=True)
    access_requirements = models.TextField(blank=True)
    legacy_password_md5 = models.CharField(max_length=32, blank=True)
    reset_code = models.CharField(max_length=12, blank=True)
    newsletter = models.BooleanField(default=True)


class EmailTemplate(models.Model):
    name = models.SlugField(unique=True)
    subject = models.CharField(max_length=140)
    body = models.TextField()
