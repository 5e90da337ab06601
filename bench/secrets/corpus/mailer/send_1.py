import os
from sendgrid import SendGridAPIClient

client = SendGridAPIClient("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")
FROM = os.environ.get("MAIL_FROM", "noreply@acme.io")
