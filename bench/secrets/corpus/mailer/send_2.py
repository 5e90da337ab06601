import os
from sendgrid import SendGridAPIClient

client = SendGridAPIClient("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")
FROM = os.environ.get("MAIL_FROM", "noreply@acme.io")
