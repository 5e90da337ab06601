"""Configuration classes. Production values come from the environment on the cluster; the defaults
here are what the team uses on laptops and in the staging box."""
import os


class BaseConfig:
    APP_NAME = "Docket"
    UPLOAD_DIR = os.environ.get("DOCKET_UPLOAD_DIR", "/srv/docket/uploads")
    EXPORT_DIR = os.environ.get("DOCKET_EXPORT_DIR", "/srv/docket/exports")
    AUDIT_DB_PATH = os.environ.get("DOCKET_AUDIT_DB", "/srv/docket/audit.sqlite3")
    USERS_DB_PATH = os.environ.get("DOCKET_USERS_DB", "/srv/docket/users.sqlite3")
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    SESSION_COOKIE_HTTPONLY = True
    SESSION_COOKIE_SAMESITE = "Lax"
    WEBHOOK_ALLOWED_HOSTS = ("hooks.slack.com", "hooks.docket-partners.example")
    COURT_API = "https://api.courts.example/v1"
    MAX_CONTENT_LENGTH = 20 * 1024 * 1024


class ProductionConfig(BaseConfig):
    SECRET_KEY = os.environ["DOCKET_SECRET_KEY"]
    SQLALCHEMY_DATABASE_URI = os.environ["DOCKET_DATABASE_URL"]
    BILLING_DSN = os.environ["DOCKET_BILLING_DSN"]
    SESSION_COOKIE_SECURE = True


class StagingConfig(BaseConfig):
    SECRET_KEY = "f3a9c2d17be84e0c9a6d5b21e7c04f88-docket-staging"
    SQLALCHEMY_DATABASE_URI = "postgresql://docket:docket@localhost:5432/docket"
    BILLING_DB_PASSWORD = "Wh1teRabbit!2024"
    BILLING_DSN = "dbname=billing user=billing host=billing-db.internal password=" + BILLING_DB_PASSWORD


class TestingConfig(BaseConfig):
    TESTING = True
    SECRET_KEY = "test"
    SQLALCHEMY_DATABASE_URI = "sqlite://"
    BILLING_DSN = "dbname=billing_test"


CONFIGS = {"production": ProductionConfig, "staging": StagingConfig, "testing": TestingConfig}
