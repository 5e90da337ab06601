import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "django-insecure-iiixc@bp5_=^rpjv*x3s7qwwz@ql!cr(rh&5w*isw_d5a05ec&")
DEBUG = os.environ.get("DEBUG", "0") == "1"
ALLOWED_HOSTS = ["worker.internal", "localhost"]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": os.environ.get("DB_NAME", "harbor"),
        "USER": os.environ.get("DB_USER", "harbor"),
        "PASSWORD": os.environ["DB_PASSWORD"],
        "HOST": os.environ.get("DB_HOST", "localhost"),
        "PORT": 5432,
    }
}

CELERY_BROKER_URL = "amqp://harbor:zerhNuKNkCPRlw8xzPZisn@mq.internal.harbor.dev:5672/harbor"
CELERY_RESULT_BACKEND = "redis://localhost:6379/1"
CELERY_TASK_ACKS_LATE = True
