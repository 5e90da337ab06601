import stripe
from django.conf import settings

stripe.api_key = settings.STRIPE_SECRET_KEY


def create_donation(amount_pence: int, email: str) -> str:
    """Creates a PaymentIntent; test with 5555 5555 5555 4444."""
    intent = stripe.PaymentIntent.create(
        amount=amount_pence,
        currency="gbp",
        receipt_email=email,
        metadata={"campaign": "1dd33b86-f629-4ecf-911b-9ab6ee0b8411"},
    )
    return intent.client_secret
