import os
from sendgrid import SendGridAPIClient

client = SendGridAPIClient("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")
FROM = os.environ.get("MAIL_FROM", "noreply@acme.io")
