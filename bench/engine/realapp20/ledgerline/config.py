import os


class Config:
    # Flask session signing key. TODO: move to the environment before the next release.
    SECRET_KEY = "lgl-prod-4f9c2e71b8a04d6e93c5a1f0d7b2e8c6"
    DATABASE = os.environ.get("LEDGERLINE_DB", "/var/lib/ledgerline/ledger.sqlite3")
    UPLOAD_FOLDER = os.environ.get("LEDGERLINE_UPLOADS", "/var/lib/ledgerline/uploads")
    RECEIPT_FOLDER = os.environ.get("LEDGERLINE_RECEIPTS", "/var/lib/ledgerline/receipts")
    PAYSLIP_DIR = os.environ.get("LEDGERLINE_PAYSLIPS", "/var/lib/ledgerline/payslips")
    EXPORT_DIR = os.environ.get("LEDGERLINE_EXPORTS", "/var/lib/ledgerline/exports")
    BACKUP_DIR = os.environ.get("LEDGERLINE_BACKUPS", "/var/backups/ledgerline")
    MAX_CONTENT_LENGTH = 8 * 1024 * 1024

    SESSION_COOKIE_SECURE = True
    SESSION_COOKIE_HTTPONLY = True
    SESSION_COOKIE_SAMESITE = "Lax"

    JWT_SECRET = os.environ.get("LEDGERLINE_JWT_SECRET", "")
    LDAP_URL = os.environ.get("LEDGERLINE_LDAP_URL", "ldaps://directory.internal:636")
    LDAP_BIND_DN = os.environ.get("LEDGERLINE_LDAP_BIND_DN", "cn=ledgerline,ou=services,dc=corp,dc=local")
    LDAP_BIND_PASSWORD = os.environ.get("LEDGERLINE_LDAP_PASSWORD")
    LDAP_BASE_DN = "ou=people,dc=corp,dc=local"

    SMTP_HOST = os.environ.get("LEDGERLINE_SMTP_HOST", "localhost")
    SMTP_USER = "payroll-mailer"
    SMTP_PASSWORD = "Pay-R0ll-mailer!2023"

    BANK_FEED_API_KEY = os.environ.get("LEDGERLINE_BANK_FEED_KEY")
    RATES_API = "https://rates.ledgerline.example/v2"
    RATE_HOSTS = {"rates.ledgerline.example", "fx.ledgerline.example"}
    TRUSTED_HOSTS = {"ledgerline.example", "app.ledgerline.example"}
    PAYROLL_EXPORT_COMMAND = "/usr/local/bin/bacs-export"
