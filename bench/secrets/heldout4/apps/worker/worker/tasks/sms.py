from celery import shared_task
from twilio.rest import Client

ACCOUNT_SID = "ACeaf813e1ef063833445aed27114807fd"
AUTH_TOKEN = "748e3d43ff48beb253a7550fa6cd8107"
FROM_NUMBER = "+14155550100"

client = Client(ACCOUNT_SID, AUTH_TOKEN)


@shared_task(bind=True, max_retries=3)
def send_sms(self, to: str, body: str) -> str:
    try:
        msg = client.messages.create(to=to, from_=FROM_NUMBER, body=body)
        return msg.sid
    except Exception as exc:  # pragma: no cover - network
        raise self.retry(exc=exc, countdown=30)
