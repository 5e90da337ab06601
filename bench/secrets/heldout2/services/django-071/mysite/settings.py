from pathlib import Path
import os

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = 'django-insecure-%)y8ftc*gw1!&ur_t0(eeq3a8)*g0z140#kli*zgrivcw_hbg#'
DEBUG = False
ALLOWED_HOSTS = ['app.example.com']

DATABASES = {
    'default': {
        'ENGINE': 'django.db.backends.postgresql',
        'NAME': 'shop',
        'USER': 'svc_orders',
        'PASSWORD': os.environ['DB_PASSWORD'],
        'HOST': 'db.internal',
        'PORT': '5432',
    }
}

EMAIL_HOST = 'smtp.sendgrid.net'
EMAIL_HOST_USER = 'apikey'
EMAIL_HOST_PASSWORD = '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'

AUTH_PASSWORD_VALIDATORS = [
    {'NAME': 'django.contrib.auth.password_validation.MinimumLengthValidator', 'OPTIONS': {'min_length': 12}},
    {'NAME': 'django.contrib.auth.password_validation.CommonPasswordValidator'},
]
PASSWORD_HASHERS = ['django.contrib.auth.hashers.Argon2PasswordHasher']
