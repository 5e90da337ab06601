import os
from sendgrid import SendGridAPIClient

client = SendGridAPIClient("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")
FROM = os.environ.get("MAIL_FROM", "noreply@acme.io")
