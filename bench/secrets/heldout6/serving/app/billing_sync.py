import stripe
from twilio.rest import Client
import sendgrid

stripe.api_key = "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"
twilio = Client("AC1be5e87ce2d20a01284450c33ed554b5", "a2e74dde067fc10a252f7b925b21deed")
sg = sendgrid.SendGridAPIClient(api_key=os.environ["SENDGRID_API_KEY"])
