from .base import *  # noqa

DEBUG = False
ALLOWED_HOSTS = ["yarrow.example"]
SECRET_KEY = "oz&-n@u2%1o62%b571hkm0!zr_*-3wc+^47ka*^kg@j12&iuyv"
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "yarrow",
        "USER": "yarrow",
        "PASSWORD": "Kestrel@82Dunlin",
        "HOST": "pg.yarrow.internal",
    },
    "legacy": {
        "ENGINE": "mssql",
        "NAME": "legacy",
        "USER": "yarrow_ro",
        "PASSWORD": os.environ["LEGACY_DB_PASSWORD"],
        "HOST": "sql01.yarrow.internal",
    },
}
CACHES = {"default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": os.environ["REDIS_URL"]}}
AWS_STORAGE_BUCKET_NAME = "yarrow-media"
EMAIL_HOST_PASSWORD = os.environ.get("EMAIL_HOST_PASSWORD", "")
