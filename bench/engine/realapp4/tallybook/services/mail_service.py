"""Reminder e-mails for expenses without receipts."""
import smtplib
from email.message import EmailMessage

from flask import current_app, render_template, url_for

from ..models import Expense, User


def pending_receipts(team_id):
    return Expense.query.filter_by(team_id=team_id, receipt_filename=None).all()


def send_reminders(team_id):
    by_user = {}
    for expense in pending_receipts(team_id):
        by_user.setdefault(expense.user_id, []).append(expense)
    cfg = current_app.config
    with smtplib.SMTP(cfg["MAIL_SERVER"], 587) as smtp:
        smtp.starttls()
        smtp.login(cfg["MAIL_USERNAME"], cfg["MAIL_PASSWORD"])
        for user_id, expenses in by_user.items():
            user = User.query.get(user_id)
            msg = EmailMessage()
            msg["Subject"] = f"{len(expenses)} receipts missing"
            msg["From"] = cfg["MAIL_USERNAME"]
            msg["To"] = user.email
            msg.set_content(
                render_template("emails/reminder.txt", user=user, count=len(expenses), link=url_for("expenses.index", _external=True))
            )
            smtp.send_message(msg)
