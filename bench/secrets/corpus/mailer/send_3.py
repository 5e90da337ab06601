import os
from sendgrid import SendGridAPIClient

client = SendGridAPIClient("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")
FROM = os.environ.get("MAIL_FROM", "noreply@acme.io")
