import os
from sendgrid import SendGridAPIClient

client = SendGridAPIClient("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")
FROM = os.environ.get("MAIL_FROM", "noreply@acme.io")
