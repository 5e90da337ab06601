"""Configuration classes for Tallybook.

Values come from the environment in production; the defaults are for a developer laptop.
"""
import os
from datetime import timedelta

BASE_DIR = os.path.abspath(os.path.dirname(__file__))


class Config:
    SECRET_KEY = os.environ.get("TALLYBOOK_SECRET_KEY") or "9f2c7e41b8d04a6fa3e15c0d7b92e8a4f61d3c5b"
    SQLALCHEMY_DATABASE_URI = os.environ.get(
        "DATABASE_URL", "postgresql://tallybook:tallybook@localhost:5432/tallybook"
    )
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    AUDIT_DB_PATH = os.environ.get("AUDIT_DB_PATH", os.path.join(BASE_DIR, "instance", "audit.sqlite3"))

    UPLOAD_FOLDER = os.environ.get("UPLOAD_FOLDER", os.path.join(BASE_DIR, "instance", "receipts"))
    EXPORT_FOLDER = os.environ.get("EXPORT_FOLDER", os.path.join(BASE_DIR, "instance", "exports"))
    MAX_CONTENT_LENGTH = 8 * 1024 * 1024
    ALLOWED_RECEIPT_EXTENSIONS = {"png", "jpg", "jpeg", "pdf"}

    FX_API_URL = os.environ.get("FX_API_URL", "https://api.exchangerate.host")
    FX_API_KEY = os.environ.get("FX_API_KEY", "")

    LDAP_URL = os.environ.get("LDAP_URL", "ldap://ldap.internal:389")
    LDAP_BASE_DN = os.environ.get("LDAP_BASE_DN", "ou=people,dc=tallybook,dc=io")
    LDAP_BIND_DN = os.environ.get("LDAP_BIND_DN", "cn=reader,dc=tallybook,dc=io")
    LDAP_BIND_PASSWORD = os.environ.get("LDAP_BIND_PASSWORD", "")

    MAIL_SERVER = os.environ.get("MAIL_SERVER", "smtp.mailgun.org")
    MAIL_USERNAME = os.environ.get("MAIL_USERNAME", "postmaster@mg.tallybook.io")
    MAIL_PASSWORD = os.environ.get("MAIL_PASSWORD", "b7Qm2xZt9LwR4vKe8NpY")

    SESSION_COOKIE_HTTPONLY = True
    SESSION_COOKIE_SECURE = True
    SESSION_COOKIE_SAMESITE = "Lax"
    REMEMBER_COOKIE_DURATION = timedelta(days=14)
    WEBHOOK_ALLOWED_HOSTS = {"hooks.slack.com", "hooks.zapier.com", "outlook.office.com"}


class DevelopmentConfig(Config):
    DEBUG = True
    SESSION_COOKIE_SECURE = False


class TestingConfig(Config):
    TESTING = True
    SECRET_KEY = "testing"
    SQLALCHEMY_DATABASE_URI = "sqlite:///:memory:"
    WTF_CSRF_ENABLED = False


config_by_name = {
    "development": DevelopmentConfig,
    "testing": TestingConfig,
    "production": Config,
}
