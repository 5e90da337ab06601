import os
from datetime import date

from flask import current_app

from ..models import Expense
from ..repositories import audit_repo, expense_repo
from ..utils import files, shell


class ExpenseError(Exception):
    pass


def create(user, form, receipt=None):
    try:
        amount_cents = int(round(float(form["amount"]) * 100))
    except (KeyError, ValueError):
        raise ExpenseError("amount must be a number")
    expense = Expense(
        team_id=user.team_id,
        user_id=user.id,
        title=form.get("title", "").strip()[:200],
        category=form.get("category"),
        amount_cents=amount_cents,
        currency=form.get("currency", user.team.currency),
        notes=form.get("notes"),
        spent_on=date.fromisoformat(form.get("spent_on") or date.today().isoformat()),
    )
    if receipt and receipt.filename:
        if not files.allowed_receipt(receipt.filename):
            raise ExpenseError("receipt type not allowed")
        expense.receipt_filename = files.store_receipt(receipt)
    expense_repo.add(expense)
    audit_repo.record(user.team_id, user.email, "expense.create", str(expense.id))
    return expense


def remove(user, expense):
    if expense.receipt_filename:
        files.delete_receipt(expense.receipt_filename)
    expense_repo.delete(expense)
    audit_repo.record(user.team_id, user.email, "expense.delete", str(expense.id))


def receipt_thumbnail(expense, size):
    source = os.path.join(files.receipts_dir(), expense.receipt_filename)
    return shell.make_thumbnail(source, size)


def receipt_preview(expense):
    source = os.path.join(files.receipts_dir(), expense.receipt_filename)
    return shell.make_thumbnail_quoted(source, "640x640")


def receipt_text(expense):
    return shell.pdf_text(os.path.join(files.receipts_dir(), expense.receipt_filename))


def archive_receipts(team_id, label):
    folder = files.receipts_dir()
    out = os.path.join(current_app.config["EXPORT_FOLDER"], f"team-{team_id}")
    return shell.shell(f"tar czf {out}-{label}.tar.gz -C {folder} .")


def disk_usage():
    return shell.shell("du -sh " + current_app.config["UPLOAD_FOLDER"])
