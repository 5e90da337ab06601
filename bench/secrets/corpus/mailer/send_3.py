import os
from sendgrid import SendGridAPIClient

client = SendGridAPIClient("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")
FROM = os.environ.get("MAIL_FROM", "noreply@acme.io")
