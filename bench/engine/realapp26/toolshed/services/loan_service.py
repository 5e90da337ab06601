from datetime import date, timedelta
from uuid import UUID, uuid4

from fastapi import HTTPException
from sqlalchemy import select, text
from sqlalchemy.orm import Session

from ..enums import LoanStatus
from ..models import Loan, Member
from ..schemas import LoanRequest
from ..security import loan_reference


def create(db: Session, member: Member, body: LoanRequest) -> Loan:
    loan = Loan(id=uuid4(), reference=loan_reference(), tool_id=body.tool_id, member_id=member.id,
                due=date.today() + timedelta(days=body.days), note=body.note)
    db.add(loan)
    db.commit()
    return loan


def get(db: Session, member: Member, loan_id: UUID) -> Loan:
    loan = db.scalars(select(Loan).where(Loan.id == loan_id, Loan.member_id == member.id)).first()
    if loan is None:
        raise HTTPException(404, "no such loan")
    return loan


def for_member(db: Session, member_id: int, status: LoanStatus | None, order: str) -> list[Loan]:
    stmt = select(Loan).where(Loan.member_id == member_id)
    if status is not None:
        stmt = stmt.where(Loan.status == status.value)
    stmt = stmt.order_by(text(order))
    return list(db.scalars(stmt))


def mark_returned(db: Session, loan_id: UUID, condition: str) -> None:
    db.execute(text("UPDATE loans SET status = 'returned', condition = :c WHERE id = :id"), {"c": condition, "id": loan_id})
    db.commit()


def overdue(db: Session, days: int) -> list[dict]:
    rows = db.execute(text(f"SELECT id, member_id, due FROM loans WHERE status = 'out' AND due < now() - interval '{days} days'"))
    return [dict(r._mapping) for r in rows]


def extend(db: Session, loan_id: UUID, reason: str) -> None:
    db.execute(text(f"UPDATE loans SET due = due + 7, note = note || '{reason}' WHERE id = '{loan_id}'"))
    db.commit()
