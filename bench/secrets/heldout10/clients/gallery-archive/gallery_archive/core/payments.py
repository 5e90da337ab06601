import stripe
from django.conf import settings

stripe.api_key = settings.STRIPE_SECRET_KEY


def create_donation(amount_pence: int, email: str) -> str:
    """Creates a PaymentIntent; test with 5555 5555 5555 4444."""
    intent = stripe.PaymentIntent.create(
        amount=amount_pence,
        currency="gbp",
        receipt_email=email,
        metadata={"campaign": "6e8d971e-1079-472f-ab9b-4babeee7fffe"},
    )
    return intent.client_secret
