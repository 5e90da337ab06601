import uuid
from datetime import date, datetime

from sqlalchemy import ForeignKey, String, Text
from sqlalchemy.orm import Mapped, mapped_column, relationship

from .database import Base


class Member(Base):
    __tablename__ = "members"

    id: Mapped[int] = mapped_column(primary_key=True)
    email: Mapped[str] = mapped_column(String(200), unique=True)
    display_name: Mapped[str] = mapped_column(String(60))
    bio: Mapped[str] = mapped_column(Text, default="")
    website: Mapped[str | None] = mapped_column(String(300))
    password_hash: Mapped[str] = mapped_column(String(200))
    api_key: Mapped[str | None] = mapped_column(String(64))
    reset_code: Mapped[str | None] = mapped_column(String(12))
    role: Mapped[str] = mapped_column(String(20), default="member")
    branch: Mapped[str] = mapped_column(String(40), default="central")
    active: Mapped[bool] = mapped_column(default=True)


class Tool(Base):
    __tablename__ = "tools"

    id: Mapped[uuid.UUID] = mapped_column(primary_key=True, default=uuid.uuid4)
    code: Mapped[str] = mapped_column(String(7), unique=True)
    name: Mapped[str] = mapped_column(String(80))
    category: Mapped[str] = mapped_column(String(20))
    description: Mapped[str] = mapped_column(Text, default="")
    deposit: Mapped[int] = mapped_column(default=0)
    branch: Mapped[str] = mapped_column(String(40), default="central")
    created_at: Mapped[datetime] = mapped_column(default=datetime.utcnow)


class Loan(Base):
    __tablename__ = "loans"

    id: Mapped[uuid.UUID] = mapped_column(primary_key=True, default=uuid.uuid4)
    reference: Mapped[str] = mapped_column(String(12))
    tool_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("tools.id"))
    member_id: Mapped[int] = mapped_column(ForeignKey("members.id"))
    due: Mapped[date]
    status: Mapped[str] = mapped_column(String(20), default="requested")
    note: Mapped[str] = mapped_column(Text, default="")

    tool: Mapped[Tool] = relationship()


class Webhook(Base):
    __tablename__ = "webhooks"

    id: Mapped[int] = mapped_column(primary_key=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("members.id"))
    url: Mapped[str] = mapped_column(String(300))
    event: Mapped[str] = mapped_column(String(40))
