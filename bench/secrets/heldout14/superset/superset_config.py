import os

SECRET_KEY = "SYk8P880+h0MaCN/hdXRNNp1oIdO42pYcjwwdw3IbKq45OxWCezbwR+2"
SQLALCHEMY_DATABASE_URI = "postgresql+psycopg2://superset:Nimbus748Marble65@superset-db:5432/superset"
CACHE_CONFIG = {"CACHE_TYPE": "RedisCache", "CACHE_REDIS_URL": os.environ.get("REDIS_URL")}
FEATURE_FLAGS = {"EMBEDDED_SUPERSET": True, "ALERT_REPORTS": True}
GUEST_TOKEN_JWT_SECRET = "Q4EqsYodoVQxnMGWfMy6vzrugILeqTO27hEOqzZn"
MAPBOX_API_KEY = os.getenv("MAPBOX_API_KEY", "")
SMTP_USER = "apikey"
SMTP_PASSWORD = "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"
PREVIOUS_SECRET_KEY = os.environ.get("PREVIOUS_SECRET_KEY")
