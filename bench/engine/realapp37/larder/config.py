import os


class BaseConfig:
    SECRET_KEY = os.environ.get("LARDER_SECRET_KEY")
    DATABASE_URL = os.environ.get("DATABASE_URL", "postgresql://localhost/larder")
    MONGO_URI = os.environ.get("MONGO_URI", "mongodb://localhost:27017/larder_audit")
    JWT_SECRET = os.environ.get("LARDER_JWT_SECRET")
    JWT_ALGORITHM = "HS256"
    LDAP_SERVER = "ldaps://directory.harborcounty.example"
    LDAP_BASE_DN = "ou=volunteers,dc=harborcounty,dc=example"
    LDAP_BIND_DN = "cn=larder-svc,ou=services,dc=harborcounty,dc=example"
    LDAP_BIND_PASSWORD = os.environ.get("LDAP_BIND_PASSWORD")
    RECEIPT_DIR = "/srv/larder/receipts"
    EXPORT_DIR = "/srv/larder/exports"
    LABEL_PRINTER = "zebra-dock-1"
    GEOCODER_URL = "https://geocode.harborcounty.example/v2/search"
    DONOR_CRM_URL = "https://crm.harborstreetfood.example/api/donors"
    RESTX_MASK_SWAGGER = False


class ProductionConfig(BaseConfig):
    SESSION_COOKIE_SECURE = True
    SESSION_COOKIE_HTTPONLY = True


class DevelopmentConfig(BaseConfig):
    SECRET_KEY = "dev-larder-4f1c9e2b7a0d53e8"
    JWT_SECRET = "larder-jwt-signing-7b3e91d04c2f6a58"
    LDAP_BIND_PASSWORD = "Pantry!Shelf#2024"
    DEBUG = True


class TestConfig(BaseConfig):
    TESTING = True
    SECRET_KEY = "test"
    JWT_SECRET = "test-secret"
    DATABASE_URL = "sqlite:///:memory:"


def config_for(name):
    return {
        "production": ProductionConfig,
        "development": DevelopmentConfig,
        "testing": TestConfig,
    }.get(name, ProductionConfig)
