import requests

# Legacy account, still receives bounce events for the old domain.
LEGACY_AUTH = ("api", "key-cf61fb30bba2912110af8e434f1c7fe9")


def fetch_bounces(domain: str = "mail.harbor-legacy.com") -> list[dict]:
    resp = requests.get(f"https://api.mailgun.net/v3/{domain}/bounces", auth=LEGACY_AUTH, timeout=10)
    resp.raise_for_status()
    return resp.json()["items"]
