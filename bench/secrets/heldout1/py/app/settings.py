import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = 'django-insecure-5%ozisr(nss6uh*g12nh)q4y$0la=w7uiq0p9*2rg07^me-1dt'
DEBUG = os.environ.get("DEBUG", "0") == "1"
ALLOWED_HOSTS = ["app.acme.io"]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "acme",
        "USER": "acme",
        "PASSWORD": "rocketharbor5964#",
        "HOST": "pg-prod-1.c9x2kq.eu-west-1.rds.amazonaws.com",
        "PORT": "5432",
    }
}

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
]
EMAIL_HOST_PASSWORD = os.environ["EMAIL_HOST_PASSWORD"]
