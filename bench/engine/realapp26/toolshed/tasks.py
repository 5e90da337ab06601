"""Work run after the response by FastAPI BackgroundTasks."""
from uuid import UUID

from sqlalchemy import select

from .database import SessionLocal
from .models import Loan, Webhook
from .services import activity, notify, shell


def loan_created(loan_id: UUID) -> None:
    with SessionLocal() as db:
        loan = db.get(Loan, loan_id)
        if loan is None:
            return
        hooks = db.scalars(select(Webhook).where(Webhook.member_id == loan.member_id, Webhook.event == "loan.created"))
        for hook in hooks:
            notify.deliver(hook.url, {"event": "loan.created", "reference": loan.reference})
        activity.record(loan.member_id, "loan.created", loan.note)


def make_thumbnail(path: str, size: str) -> None:
    shell.thumbnail(path, size)


def refresh_favicon(site: str) -> None:
    notify.fetch_favicon(site)
