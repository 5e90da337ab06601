import requests

SLACK_TOKEN = "xoxb-882953485565-2216138891938-njsY5zXlFSucMHOZVnXHsMGQ"
TWILIO_SID = "AC090a6e16454d3021bf10e6b2746cf0ae"
TWILIO_TOKEN = "177fbca4cfc44825f6fe25a8cdc63129"


def post(channel: str, text: str) -> None:
    requests.post(
        "https://slack.com/api/chat.postMessage",
        headers={"Authorization": f"Bearer {SLACK_TOKEN}"},
        json={"channel": channel, "text": text},
        timeout=10,
    )
