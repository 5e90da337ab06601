"""Settings for the Stagedoor box office (community theatre ticketing)."""
import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = "dj-stagedoor-7b3e91f0c2a84d56e1f09a2c4b7d8e63-prod"

DEBUG = os.environ.get("STAGEDOOR_DEBUG", "0") == "1"

ALLOWED_HOSTS = ["stagedoor.example.org", "localhost"]

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "productions.apps.ProductionsConfig",
    "boxoffice.apps.BoxofficeConfig",
    "patrons",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "stagedoor.middleware.KioskTillMiddleware",
]

ROOT_URLCONF = "stagedoor.urls"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

WSGI_APPLICATION = "stagedoor.wsgi.application"

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": os.environ.get("STAGEDOOR_DB_NAME", "stagedoor"),
        "USER": os.environ.get("STAGEDOOR_DB_USER", "stagedoor"),
        "PASSWORD": "Curtain-Call!2024",
        "HOST": os.environ.get("STAGEDOOR_DB_HOST", "localhost"),
        "PORT": "5432",
    },
    "legacy": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": BASE_DIR / "legacy_boxoffice.sqlite3",
    },
}

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": [
        "rest_framework.permissions.IsAuthenticatedOrReadOnly",
    ],
    "PAGE_SIZE": 25,
}

SESSION_COOKIE_SECURE = True
SESSION_COOKIE_HTTPONLY = True
CSRF_COOKIE_SECURE = True

MEDIA_ROOT = BASE_DIR / "media"
MEDIA_URL = "/media/"
STATIC_URL = "/static/"
PROGRAMME_DIR = BASE_DIR / "programmes"
EXPORT_DIR = BASE_DIR / "exports"

LDAP_SERVER = os.environ.get("STAGEDOOR_LDAP_SERVER", "ldap://ldap.stagedoor.internal")
LDAP_BASE_DN = "ou=volunteers,dc=stagedoor,dc=org"
LDAP_BIND_PASSWORD = os.environ.get("STAGEDOOR_LDAP_PASSWORD", "")

PAYMENT_WEBHOOK_SECRET = os.environ["STAGEDOOR_PAYMENT_WEBHOOK_SECRET"]
PARTNER_FEED_HOSTS = {"feeds.ticketpartner.example", "whatson.citycouncil.example"}

CELERY_BROKER_URL = os.environ.get("CELERY_BROKER_URL", "redis://localhost:6379/2")

LANGUAGE_CODE = "en-gb"
TIME_ZONE = "Europe/London"
USE_TZ = True
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
