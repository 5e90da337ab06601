import os
from sendgrid import SendGridAPIClient

client = SendGridAPIClient("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")
FROM = os.environ.get("MAIL_FROM", "noreply@acme.io")
