import os


class BaseConfig:
    SQLALCHEMY_DATABASE_URI = os.environ.get("DATABASE_URL", "postgresql://berthly@localhost/berthly")
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    CELERY_BROKER_URL = os.environ.get("CELERY_BROKER_URL", "redis://localhost:6379/0")
    INVOICE_DIR = os.environ.get("INVOICE_DIR", "/srv/berthly/invoices")
    EXPORT_DIR = os.environ.get("EXPORT_DIR", "/srv/berthly/exports")
    DOCUMENT_DIR = os.environ.get("DOCUMENT_DIR", "/srv/berthly/documents")
    WEBHOOK_HOSTS = {"hooks.berthly.io", "ops.marinaware.net"}
    JWT_ALGORITHM = "HS256"


class DevelopmentConfig(BaseConfig):
    DEBUG = True
    SECRET_KEY = "dev-only-not-secret"
    JWT_SECRET = "dev-jwt"


class ProductionConfig(BaseConfig):
    SECRET_KEY = os.environ["SECRET_KEY"]
    JWT_SECRET = "b7f2c9e41d0a8b3356ce7f19a2d4e8c0"
    MAPS_API_KEY = os.environ.get("MAPS_API_KEY")
