# Server-specific overrides. Copied to the box by hand; see local_settings.py.example.
DEBUG = False

SECRET_KEY = "bzh)fx)*7j#5h_+a1-+l)1zx=51_8#ffdq77r&*_bk4^j$^o7e"

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "gallery_archive",
        "USER": "gallery_archive",
        "PASSWORD": "vZP7vLmEifdjdISW",
        "HOST": "localhost",
        "PORT": "5432",
    }
}

EMAIL_HOST = "smtp.sendgrid.net"
EMAIL_HOST_USER = "apikey"
EMAIL_HOST_PASSWORD = os.environ.get("SENDGRID_API_KEY", "")
EMAIL_PORT = 587
EMAIL_USE_TLS = True

RECAPTCHA_PUBLIC_KEY = "6LEehmwPjWUH49vmQZxIUTAmZpUY5WlIjoghoG6i"
RECAPTCHA_PRIVATE_KEY = "6LwXMFH04z5QdAxxFO-Tx-PYyI9APoYIiIUoGvQQ"

BREVO_API_KEY = None
NEW_RELIC_LICENSE_KEY = "c5bc09fb9c5d1b34c81754ce2d5723cf4d43NRAL"
ADYEN_API_KEY = "AQEg15cVlk20cxOHFAFa1QmFZNag8s9K3yqNPzMEX/ruPPSJmfkPWfBKOae2Bk1B6zleIDyy17S33BTTt6ZygsG2gAll==-2V8g/rr/fUqquK63MykXht9Mmabh4vPpCNajrtgOQMh=-3DDuQasSTjVNwfj9"
ADYEN_CLIENT_KEY = "live_Y7L7EKJ5BRUF3GVRS53IX0W3KNG3I4BO"
ADYEN_MERCHANT_ACCOUNT = "GALLERYARCHIVEECOM"
