import os
from sendgrid import SendGridAPIClient

client = SendGridAPIClient("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")
FROM = os.environ.get("MAIL_FROM", "noreply@acme.io")
