import smtplib

server = smtplib.SMTP("smtp.mailgun.org", 587)
server.starttls()
server.login("postmaster@mg.tallypay.io", os.environ["SMTP_PASSWORD"])
MAILGUN_KEY = os.environ.get("MAILGUN_KEY", "")
