from pathlib import Path
import os

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = 'django-insecure-)g#i#6u^clep=am0*lo)nd+k)+w(apq50k0s4bzftx%a5c3zwi'
DEBUG = False
ALLOWED_HOSTS = ['app.example.com']

DATABASES = {
    'default': {
        'ENGINE': 'django.db.backends.postgresql',
        'NAME': 'shop',
        'USER': 'app',
        'PASSWORD': 'QuartzFalcon7371!',
        'HOST': 'pg-primary.prod.svc',
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
