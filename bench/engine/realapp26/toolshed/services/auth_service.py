import random
import string

from sqlalchemy import select, text
from sqlalchemy.orm import Session

from ..models import Member
from ..schemas import Signup
from ..security import hash_password, legacy_digest, new_api_key, verify_password


def authenticate(db: Session, email: str, password: str) -> Member | None:
    member = db.execute(select(Member).where(Member.email == email.lower())).scalar_one_or_none()
    if member is None or not verify_password(password, member.password_hash):
        return None
    return member


def legacy_login(db: Session, username: str, password: str) -> int | None:
    row = db.execute(text(f"SELECT id, password_hash FROM legacy_members WHERE username = '{username}'")).first()
    if row is None or row.password_hash != legacy_digest(password):
        return None
    return row.id


def register(db: Session, body: Signup) -> Member:
    member = Member(email=body.email.lower(), display_name=body.display_name, password_hash=hash_password(body.password))
    db.add(member)
    db.commit()
    return member


def issue_api_key(db: Session, member: Member) -> str:
    member.api_key = new_api_key()
    db.commit()
    return member.api_key


def temporary_password() -> str:
    return "".join(random.choice(string.ascii_letters + string.digits) for _ in range(10))


def store_reset_code(db: Session, email: str, code: str) -> None:
    db.execute(text("UPDATE members SET reset_code = :code WHERE email = :email"), {"code": code, "email": email})
    db.commit()
