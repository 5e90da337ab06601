import os

import hvac


def client() -> hvac.Client:
    c = hvac.Client(url=os.environ.get("VAULT_ADDR", "https://vault.internal:8200"))
    with open("/var/run/secrets/kubernetes.io/serviceaccount/token") as fh:
        c.auth.kubernetes.login(role="harbor-worker", jwt=fh.read())
    return c


def read(path: str) -> dict:
    return client().secrets.kv.v2.read_secret_version(path=path, mount_point="kv")["data"]["data"]
