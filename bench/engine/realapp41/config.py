"""Settings for Quarry Practice Range.

Values can be overridden through environment variables (see .env.example in the README).
"""
import os

BASE_DIR = os.path.abspath(os.path.dirname(__file__))

SECRET_KEY = "qpr-flask-3b7e19c04d5a86f2e1"
JWT_SECRET = os.environ.get("QPR_JWT_SECRET", "change-me")
DATABASE = os.path.join(BASE_DIR, "range.db")
SQLALCHEMY_URL = os.environ.get("QPR_SQLALCHEMY_URL", "sqlite:///" + os.path.join(BASE_DIR, "range.db"))
UPLOAD_DIR = os.path.join(BASE_DIR, "uploads")
REPORT_DIR = os.path.join(BASE_DIR, "reports")
DOCS_DIR = os.path.join(BASE_DIR, "docs")

LDAP_URL = os.environ.get("QPR_LDAP_URL", "ldap://localhost:389")
LDAP_BASE_DN = "ou=people,dc=quarry,dc=test"
LDAP_BIND_DN = "cn=range-reader,dc=quarry,dc=test"
LDAP_BIND_PASSWORD = "Gr@nite-Bench-2291"

ADMIN_API_TOKEN = os.environ.get("QPR_ADMIN_API_TOKEN", "")
SMTP_PASSWORD = os.environ.get("QPR_SMTP_PASSWORD")

ALLOWED_FEED_HOSTS = {"feeds.quarry.test", "status.quarry.test"}
ALLOWED_UPLOAD_EXTENSIONS = {"png", "jpg", "jpeg", "gif", "txt", "csv", "xml", "yaml"}
MAX_CONTENT_LENGTH = 4 * 1024 * 1024
