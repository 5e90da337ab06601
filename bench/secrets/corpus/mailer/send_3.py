import os
from sendgrid import SendGridAPIClient

client = SendGridAPIClient("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")
FROM = os.environ.get("MAIL_FROM", "noreply@acme.io")
