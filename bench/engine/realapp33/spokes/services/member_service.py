from sqlalchemy import select, text
from sqlalchemy.orm import Session

from ..models import Member
from ..security import hash_password, verify_password


def authenticate(session: Session, email: str, password: str) -> Member | None:
    member = session.scalars(select(Member).where(Member.email == email.strip().lower())).first()
    if member is None or not verify_password(member, password):
        return None
    return member


def register(session: Session, data: dict) -> Member:
    member = Member(
        email=data["email"].lower(),
        display_name=data["display_name"],
        password_hash=hash_password(data["password"]),
    )
    session.add(member)
    session.commit()
    return member


def find_by_name(session: Session, name: str):
    return session.query(Member).filter(text(f"display_name ILIKE '{name}%'")).limit(20).all()


def find_by_name_bound(session: Session, name: str):
    return session.query(Member).filter(text("display_name ILIKE :prefix")).params(prefix=f"{name}%").limit(20).all()


def update_profile(session: Session, member: Member, data: dict) -> Member:
    for key in ("display_name", "bio", "email"):
        if key in data:
            setattr(member, key, data[key])
    session.commit()
    return member


def set_reset_token(session: Session, email: str, token: str):
    session.execute(text("UPDATE members SET reset_token = :t WHERE email = :e"), {"t": token, "e": email})
    session.commit()


def member_by_email_legacy(session: Session, email: str):
    row = session.execute(text(f"SELECT id, display_name FROM members WHERE lower(email) = lower('{email}')")).first()
    return row
