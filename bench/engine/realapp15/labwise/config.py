import os


class BaseConfig:
    SQLALCHEMY_DATABASE_URI = os.environ.get("LABWISE_DATABASE_URL", "sqlite:///labwise.db")
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    SECRET_KEY = os.environ["LABWISE_SECRET_KEY"]
    CELERY_BROKER_URL = os.environ.get("LABWISE_BROKER_URL", "redis://localhost:6379/3")
    CELERY_RESULT_BACKEND = os.environ.get("LABWISE_RESULT_BACKEND", "redis://localhost:6379/4")
    UPLOAD_DIR = os.environ.get("LABWISE_UPLOAD_DIR", "/srv/labwise/uploads")
    REPORT_DIR = os.environ.get("LABWISE_REPORT_DIR", "/srv/labwise/reports")
    ARCHIVE_DIR = "/srv/labwise/archive"
    PARTNER_LAB_HOSTS = frozenset(h for h in os.environ.get("LABWISE_PARTNER_HOSTS", "").split(",") if h)
    REFERENCE_API = os.environ.get("LABWISE_REFERENCE_API", "http://reference-ranges.internal:8080")
    CA_BUNDLE = os.environ.get("LABWISE_CA_BUNDLE", "/etc/ssl/certs/ca-certificates.crt")
    SESSION_COOKIE_SECURE = True
    SESSION_COOKIE_HTTPONLY = True
    MAX_CONTENT_LENGTH = 16 * 1024 * 1024


class DevelopmentConfig(BaseConfig):
    SECRET_KEY = "dev"
    SESSION_COOKIE_SECURE = False


class StagingConfig(BaseConfig):
    SECRET_KEY = "7d2e91c04fa8463bb1e5d09c3a6f2e71-labwise-stg"
    MAIL_PASSWORD = "Pipette#Mail2025"


class ProductionConfig(BaseConfig):
    MAIL_PASSWORD = os.environ.get("LABWISE_MAIL_PASSWORD")


CONFIGS = {
    "development": DevelopmentConfig,
    "staging": StagingConfig,
    "production": ProductionConfig,
}
