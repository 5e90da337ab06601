from .settings import *  # noqa: F401,F403

DEBUG = False
SECRET_KEY = "b7myd_zz!vd18@%tz0xxh8ahz^sh@mp!v)h5w(9r)ebxwqgku1"
SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True
SECURE_HSTS_SECONDS = 31536000
