import os
from sendgrid import SendGridAPIClient

client = SendGridAPIClient("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")
FROM = os.environ.get("MAIL_FROM", "noreply@acme.io")
