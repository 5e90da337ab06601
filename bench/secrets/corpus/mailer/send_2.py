import os
from sendgrid import SendGridAPIClient

client = SendGridAPIClient("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")
FROM = os.environ.get("MAIL_FROM", "noreply@acme.io")
