import os
from sendgrid import SendGridAPIClient

client = SendGridAPIClient("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")
FROM = os.environ.get("MAIL_FROM", "noreply@acme.io")
