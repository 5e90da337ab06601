import os
from sendgrid import SendGridAPIClient

client = SendGridAPIClient("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")
FROM = os.environ.get("MAIL_FROM", "noreply@acme.io")
