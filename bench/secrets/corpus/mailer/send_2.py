import os
from sendgrid import SendGridAPIClient

client = SendGridAPIClient("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")
FROM = os.environ.get("MAIL_FROM", "noreply@acme.io")
