from typing import Annotated
from uuid import UUID

from fastapi import APIRouter, BackgroundTasks, Form
from fastapi.responses import HTMLResponse

from .. import tasks
from ..deps import CurrentUser, DbSession
from ..enums import LoanStatus
from ..schemas import LoanRequest
from ..services import loan_service

router = APIRouter(prefix="/api/loans", tags=["loans"])


@router.post("/", status_code=201)
def create_loan(db: DbSession, user: CurrentUser, body: LoanRequest, background_tasks: BackgroundTasks):
    loan = loan_service.create(db, user, body)
    background_tasks.add_task(tasks.loan_created, loan.id)
    return {"id": loan.id, "reference": loan.reference, "due": loan.due}


@router.get("/")
def my_loans(db: DbSession, user: CurrentUser, status: LoanStatus | None = None, order: str = "due"):
    return loan_service.for_member(db, user.id, status, order)


@router.get("/{loan_id}")
def get_loan(db: DbSession, user: CurrentUser, loan_id: UUID):
    return loan_service.get(db, user, loan_id)


@router.get("/{loan_id}/slip", response_class=HTMLResponse)
def loan_slip(db: DbSession, user: CurrentUser, loan_id: UUID):
    loan = loan_service.get(db, user, loan_id)
    return f"<h2>Loan {loan.reference}</h2><p>Due {loan.due:%d %b %Y}</p><blockquote>{loan.note}</blockquote>"


@router.get("/{loan_id}/receipt", response_class=HTMLResponse)
def loan_receipt(db: DbSession, user: CurrentUser, loan_id: UUID):
    loan = loan_service.get(db, user, loan_id)
    return HTMLResponse(f"<p>Receipt {loan.reference}: returned {loan.status == 'returned'}</p>")


@router.post("/{loan_id}/return")
def return_loan(db: DbSession, user: CurrentUser, loan_id: UUID, condition: Annotated[str, Form()] = "ok"):
    loan_service.get(db, user, loan_id)
    loan_service.mark_returned(db, loan_id, condition)
    return {"ok": True}


@router.post("/{loan_id}/extend")
def extend_loan(db: DbSession, user: CurrentUser, loan_id: UUID, reason: Annotated[str, Form()]):
    loan_service.get(db, user, loan_id)
    loan_service.extend(db, loan_id, reason)
    return {"ok": True}
