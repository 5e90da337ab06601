import os
from sendgrid import SendGridAPIClient

client = SendGridAPIClient("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")
FROM = os.environ.get("MAIL_FROM", "noreply@acme.io")
