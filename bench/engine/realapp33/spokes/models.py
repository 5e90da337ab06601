from datetime import datetime

from sqlalchemy import Boolean, DateTime, ForeignKey, Integer, String, Text, func
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship


class Base(DeclarativeBase):
    pass


class Member(Base):
    __tablename__ = "members"

    id: Mapped[int] = mapped_column(primary_key=True)
    email: Mapped[str] = mapped_column(String(200), unique=True)
    display_name: Mapped[str] = mapped_column(String(80))
    password_hash: Mapped[str] = mapped_column(String(255))
    legacy_hash: Mapped[str | None] = mapped_column(String(64))
    bio: Mapped[str] = mapped_column(Text, default="")
    club_role: Mapped[str] = mapped_column(String(20), default="member")
    reset_token: Mapped[str | None] = mapped_column(String(64))
    avatar: Mapped[str | None] = mapped_column(String(200))
    joined_at: Mapped[datetime] = mapped_column(DateTime, server_default=func.now())

    signups: Mapped[list["Signup"]] = relationship(back_populates="member")


class Ride(Base):
    __tablename__ = "rides"

    id: Mapped[int] = mapped_column(primary_key=True)
    title: Mapped[str] = mapped_column(String(120))
    description: Mapped[str] = mapped_column(Text, default="")
    difficulty: Mapped[str] = mapped_column(String(10))
    distance_km: Mapped[int] = mapped_column(Integer)
    meeting_point: Mapped[str] = mapped_column(String(200))
    starts_at: Mapped[datetime] = mapped_column(DateTime)
    leader_id: Mapped[int] = mapped_column(ForeignKey("members.id"))
    route_file: Mapped[str | None] = mapped_column(String(200))
    cancelled: Mapped[bool] = mapped_column(Boolean, default=False)

    signups: Mapped[list["Signup"]] = relationship(back_populates="ride")


class Signup(Base):
    __tablename__ = "signups"

    id: Mapped[int] = mapped_column(primary_key=True)
    ride_id: Mapped[int] = mapped_column(ForeignKey("rides.id"))
    member_id: Mapped[int] = mapped_column(ForeignKey("members.id"))
    note: Mapped[str] = mapped_column(String(300), default="")

    ride: Mapped[Ride] = relationship(back_populates="signups")
    member: Mapped[Member] = relationship(back_populates="signups")


class Webhook(Base):
    __tablename__ = "webhooks"

    id: Mapped[int] = mapped_column(primary_key=True)
    url: Mapped[str] = mapped_column(String(300))
    event: Mapped[str] = mapped_column(String(40))
    owner_id: Mapped[int] = mapped_column(ForeignKey("members.id"))
