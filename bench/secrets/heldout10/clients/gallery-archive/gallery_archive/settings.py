"""
Django settings for gallery_archive project.
"""
import os
from pathlib import Path

import environ

BASE_DIR = Path(__file__).resolve().parent.parent
env = environ.Env(DEBUG=(bool, False))
environ.Env.read_env(BASE_DIR / ".env")

SECRET_KEY = env("DJANGO_SECRET_KEY")
DEBUG = env("DEBUG")
ALLOWED_HOSTS = ["galleryarchive.org", "www.galleryarchive.org"]

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "anymail",
    "django_recaptcha",
    "gallery_archive.core",
]

DATABASES = {"default": env.db("DATABASE_URL", default="sqlite:///db.sqlite3")}

EMAIL_BACKEND = "anymail.backends.mailgun.EmailBackend"
ANYMAIL = {
    "MAILGUN_API_KEY": env("MAILGUN_API_KEY", default=""),
    "MAILGUN_SENDER_DOMAIN": "mg.galleryarchive.org",
    "MAILGUN_API_URL": "https://api.eu.mailgun.net/v3",
}

RECAPTCHA_PUBLIC_KEY = "6LYq6i1GOonVFJIy88aRzxf0uI0hEASY44PP-g9h"
RECAPTCHA_PRIVATE_KEY = os.environ.get("RECAPTCHA_PRIVATE_KEY", "")

STRIPE_PUBLISHABLE_KEY = "pk_live_51Uy1WAyyGEUdQeacV1HUyux2GpJBIdb6vemTlM40Zc0E1FmuiJAQlV1v2dEG8jInwytGL9WnGJHX57PuFt1QeuWCgIyX7GQK87"
STRIPE_SECRET_KEY = os.environ["STRIPE_SECRET_KEY"]

PASSWORD_HASHERS = ["django.contrib.auth.hashers.PBKDF2PasswordHasher"]
STATIC_URL = "static/"
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

try:
    from .local_settings import *  # noqa: F401,F403
except ImportError:
    pass
