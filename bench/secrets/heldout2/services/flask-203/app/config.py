import os
import hvac

class Config:
    SECRET_KEY = os.environ["SECRET_KEY"]
    SQLALCHEMY_DATABASE_URI = os.getenv("DATABASE_URL", "sqlite:///dev.db")
    STRIPE_API_KEY = os.environ.get("STRIPE_API_KEY")

def vault_password():
    client = hvac.Client(url="https://vault.internal:8200", token=os.environ["VAULT_TOKEN"])
    return client.secrets.kv.v2.read_secret_version(path="db")["data"]["data"]["password"]

class TestConfig(Config):
    SECRET_KEY = "test"
    WTF_CSRF_SECRET_KEY = "{{ api_key }}"
    PASSWORD_HASH_ROUNDS = 4
