LOGGING = {
    "version": 1,
    "filters": {"redact": {"()": "app.logs.RedactFilter", "fields": ["password", "token", "secret", "api_key"]}},
    "handlers": {"console": {"class": "logging.StreamHandler", "filters": ["redact"]}},
    "root": {"handlers": ["console"], "level": "INFO"},
}
PASSWORD_RE = r"(?i)password\s*[:=]\s*\S+"
