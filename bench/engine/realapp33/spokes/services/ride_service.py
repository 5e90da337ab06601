from datetime import datetime

from sqlalchemy import select, text, update
from sqlalchemy.orm import Session

from ..models import Ride, Signup

UPCOMING_ORDER = {"starts_at", "distance_km", "title"}


def search(session: Session, term: str, order: str):
    stmt = select(Ride).where(Ride.title.ilike(f"%{term}%"), Ride.cancelled.is_(False))
    stmt = stmt.order_by(text(order))
    return session.scalars(stmt).all()


def search_meeting_points(session: Session, place: str):
    rows = session.execute(
        text("SELECT id, title, meeting_point FROM rides WHERE meeting_point ILIKE '%" + place + "%' ORDER BY starts_at")
    )
    return rows.mappings().all()


def upcoming(session: Session, order: str, limit: int = 20):
    if order not in UPCOMING_ORDER:
        order = "starts_at"
    sql = f"SELECT id, title, starts_at, distance_km FROM rides WHERE starts_at > now() ORDER BY {order} LIMIT :limit"
    return session.execute(text(sql), {"limit": limit}).mappings().all()


def rides_led_by(session: Session, leader_id: int):
    return session.scalars(select(Ride).where(Ride.leader_id == leader_id).order_by(Ride.starts_at.desc())).all()


def create_ride(session: Session, leader, data: dict) -> Ride:
    ride = Ride(leader_id=leader.id, **data)
    session.add(ride)
    session.commit()
    return ride


def sign_up(session: Session, ride: Ride, member, data: dict) -> Signup:
    signup = Signup(ride_id=ride.id, member_id=member.id, note=data["note"])
    session.add(signup)
    session.execute(
        text(f"UPDATE rides SET spaces_taken = spaces_taken + {1 + data['guests']} WHERE id = :id"), {"id": ride.id}
    )
    session.commit()
    return signup


def cancel(session: Session, ride_id: int, reason: str):
    session.execute(update(Ride).where(Ride.id == ride_id).values(cancelled=True))
    session.execute(
        text(f"INSERT INTO ride_log (ride_id, message, at) VALUES ({ride_id}, 'cancelled: {reason}', now())")
    )
    session.commit()


def signups_for(session: Session, ride_id: int):
    return session.execute(
        text(
            "SELECT m.display_name, s.note FROM signups s JOIN members m ON m.id = s.member_id "
            f"WHERE s.ride_id = {ride_id} ORDER BY m.display_name"
        )
    ).all()


def by_difficulty(session: Session, difficulty: str):
    return session.scalars(select(Ride).filter(text(f"difficulty = '{difficulty}'")).order_by(Ride.starts_at)).all()


def in_month(session: Session, when: datetime):
    return session.scalars(
        select(Ride).where(text("date_trunc('month', starts_at) = date_trunc('month', :d)")).params(d=when)
    ).all()
