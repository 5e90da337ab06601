"""
Django settings for charity_donate project.
"""
import os
from pathlib import Path

import environ

BASE_DIR = Path(__file__).resolve().parent.parent
env = environ.Env(DEBUG=(bool, False))
environ.Env.read_env(BASE_DIR / ".env")

SECRET_KEY = env("DJANGO_SECRET_KEY")
DEBUG = env("DEBUG")
ALLOWED_HOSTS = ["donate.hopecharity.org", "www.donate.hopecharity.org"]

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "anymail",
    "django_recaptcha",
    "charity_donate.core",
]

DATABASES = {"default": env.db("DATABASE_URL", default="sqlite:///db.sqlite3")}

EMAIL_BACKEND = "anymail.backends.mailgun.EmailBackend"
ANYMAIL = {
    "MAILGUN_API_KEY": env("MAILGUN_API_KEY", default=""),
    "MAILGUN_SENDER_DOMAIN": "mg.donate.hopecharity.org",
    "MAILGUN_API_URL": "https://api.eu.mailgun.net/v3",
}

RECAPTCHA_PUBLIC_KEY = "6LGEGhhezcL4UwE5BcGzIMHpJRsFvzPWSnpd5o_n"
RECAPTCHA_PRIVATE_KEY = os.environ.get("RECAPTCHA_PRIVATE_KEY", "")

STRIPE_PUBLISHABLE_KEY = "pk_live_aid93zAB768m5NVAqiJHy5W0"
STRIPE_SECRET_KEY = os.environ["STRIPE_SECRET_KEY"]

PASSWORD_HASHERS = ["django.contrib.auth.hashers.PBKDF2PasswordHasher"]
STATIC_URL = "static/"
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

try:
    from .local_settings import *  # noqa: F401,F403
except ImportError:
    pass
