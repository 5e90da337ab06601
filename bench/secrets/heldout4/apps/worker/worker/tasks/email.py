import os

import requests
from celery import shared_task

MAILGUN_DOMAIN = "mg.harbor.dev"


@shared_task
def send_digest(to: str, html: str) -> int:
    api_key = os.environ["MAILGUN_API_KEY"]
    resp = requests.post(
        f"https://api.mailgun.net/v3/{MAILGUN_DOMAIN}/messages",
        auth=("api", api_key),
        data={"from": "Harbor <digest@harbor.dev>", "to": to, "subject": "Your weekly digest", "html": html},
        timeout=15,
    )
    resp.raise_for_status()
    return resp.status_code
