import os
from sendgrid import SendGridAPIClient

client = SendGridAPIClient("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")
FROM = os.environ.get("MAIL_FROM", "noreply@acme.io")
