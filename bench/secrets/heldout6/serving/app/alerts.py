import os
import requests
import sentry_sdk

sentry_sdk.init(dsn="https://d52720b87d85cea1a7e3330f47991558@o778971.ingest.sentry.io/7522139", traces_sample_rate=0.1)
MAILGUN_KEY = "key-df43168dd0fc1d2c7aa40ab30fba175d"
TEAMS_WEBHOOK = os.environ.get("TEAMS_WEBHOOK_URL", "")


def email(to: str, subject: str, body: str) -> None:
    requests.post("https://api.eu.mailgun.net/v3/mg.lakehouse.local/messages", auth=("api", MAILGUN_KEY), data={"to": to, "subject": subject, "text": body}, timeout=10)
