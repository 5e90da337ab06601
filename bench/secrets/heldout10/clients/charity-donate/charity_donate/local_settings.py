# Server-specific overrides. Copied to the box by hand; see local_settings.py.example.
DEBUG = False

SECRET_KEY = "42#j-mhh6$f$*#a^6co5je^puqucva$fl)06qfpb=mtl+s)05k"

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "charity_donate",
        "USER": "charity_donate",
        "PASSWORD": "5G+v4H/FkfZ3Dkcf",
        "HOST": "localhost",
        "PORT": "5432",
    }
}

EMAIL_HOST = "smtp.sendgrid.net"
EMAIL_HOST_USER = "apikey"
EMAIL_HOST_PASSWORD = "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"
EMAIL_PORT = 587
EMAIL_USE_TLS = True

RECAPTCHA_PUBLIC_KEY = "6LgL8Q9HOYUtBPgLM38t_Z45d-zYTC2w7MdnYo4g"
RECAPTCHA_PRIVATE_KEY = ""

BREVO_API_KEY = None
NEW_RELIC_LICENSE_KEY = None
SQUARE_ACCESS_TOKEN = None
SQUARE_APPLICATION_ID = "sq0idp-4bE0WYWpUnk5Z4Alrt-Mld"
