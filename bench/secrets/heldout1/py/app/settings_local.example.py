# Copy to settings_local.py and fill in.
SECRET_KEY = "<generate-one-with-django-admin>"
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "PASSWORD": "changeme",
        "HOST": "localhost",
    }
}
AWS_ACCESS_KEY_ID = "AKIAIOSFODNN7EXAMPLE"
AWS_SECRET_ACCESS_KEY = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
