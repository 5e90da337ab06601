import os
from functools import lru_cache

from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="TOOLSHED_", env_file=".env")

    app_name: str = "Toolshed"
    database_url: str = os.environ.get("DATABASE_URL", "postgresql+psycopg://toolshed:toolshed@localhost:5432/toolshed")
    reports_dsn: str = "dbname=toolshed_reports user=reports host=localhost"
    legacy_sqlite_path: str = "/var/lib/toolshed/legacy.db"
    upload_dir: str = "/var/lib/toolshed/uploads"
    manual_dir: str = "/var/lib/toolshed/manuals"
    export_dir: str = "/var/lib/toolshed/exports"
    session_secret: str = os.environ["TOOLSHED_SESSION_SECRET"]
    mail_api_key: str = os.environ.get("TOOLSHED_MAIL_API_KEY", "")
    ldap_url: str = "ldap://directory.toolshed.internal"
    ldap_base_dn: str = "ou=members,dc=toolshed,dc=org"
    ldap_bind_dn: str = "cn=toolshed,ou=services,dc=toolshed,dc=org"
    ldap_bind_password: str = "Sh3d-Bind!2025"
    mongo_url: str = "mongodb://localhost:27017"
    redis_url: str = "redis://localhost:6379/2"
    webhook_allowed_hosts: tuple[str, ...] = ("hooks.slack.com", "discord.com", "chat.googleapis.com")
    access_token_minutes: int = 60
    announcement: str = "<strong>Winter hours:</strong> the shed closes at 4pm until March."


@lru_cache
def get_settings() -> Settings:
    return Settings()
