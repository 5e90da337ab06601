"""Lists Vault secrets older than 90 days."""
import hvac
import os

client = hvac.Client(url="https://vault.ironbark.io", token=os.environ["VAULT_TOKEN"])
FALLBACK_TOKEN = None

for path in client.secrets.kv.v2.list_secrets(path="platform")["data"]["keys"]:
    meta = client.secrets.kv.v2.read_secret_metadata(path=f"platform/{path}")
    print(path, meta["data"]["updated_time"])
