import os
from datetime import timedelta


class BaseConfig:
    SECRET_KEY = os.environ.get("SPOKES_SECRET_KEY")
    SQLALCHEMY_URL = os.environ.get("DATABASE_URL", "postgresql+psycopg://localhost/spokes")
    UPLOAD_DIR = os.environ.get("SPOKES_UPLOAD_DIR", "/var/lib/spokes/uploads")
    EXPORT_DIR = os.environ.get("SPOKES_EXPORT_DIR", "/var/lib/spokes/exports")
    ROUTE_LIBRARY = os.path.join(os.path.dirname(__file__), "route_library")
    PERMANENT_SESSION_LIFETIME = timedelta(days=14)
    SESSION_COOKIE_HTTPONLY = True
    SESSION_COOKIE_SAMESITE = "Lax"
    ALLOWED_REDIRECT_HOSTS = {"spokes.example.org", "www.spokes.example.org"}
    GPX_HOSTS = {"www.strava.com", "ridewithgps.com", "connect.garmin.com"}
    WEATHER_HOST = "api.open-meteo.com"
    ANNOUNCEMENT = "<strong>Winter schedule:</strong> Sunday rides start at 9:30."
    CELERY = {
        "broker_url": os.environ.get("CELERY_BROKER_URL", "redis://localhost:6379/0"),
        "result_backend": os.environ.get("CELERY_RESULT_BACKEND", "redis://localhost:6379/1"),
        "task_ignore_result": True,
    }
    MAIL_SERVER = "smtp.spokes.example.org"
    MAIL_USERNAME = os.environ.get("MAIL_USERNAME", "rides@spokes.example.org")
    MAIL_PASSWORD = os.environ.get("MAIL_PASSWORD")
    STRAVA_CLIENT_ID = os.environ.get("STRAVA_CLIENT_ID")
    STRAVA_CLIENT_SECRET = os.environ["STRAVA_CLIENT_SECRET"]


class DevelopmentConfig(BaseConfig):
    DEBUG = True
    SECRET_KEY = os.environ.get("SPOKES_SECRET_KEY", "dev")
    SESSION_COOKIE_SECURE = False


class ProductionConfig(BaseConfig):
    SESSION_COOKIE_SECURE = True
    MAIL_PASSWORD = "Cad3nce-Climb-2024!"
    MAPS_API_KEY = "AIzaSyB7q2xK9mN4vR1tW8eY3uI6oP0aS5dF2gH"


class TestingConfig(BaseConfig):
    TESTING = True
    SQLALCHEMY_URL = "sqlite+pysqlite:///:memory:"
    MAIL_PASSWORD = "test"


CONFIGS = {
    "development": DevelopmentConfig,
    "production": ProductionConfig,
    "testing": TestingConfig,
}
