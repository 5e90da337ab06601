from sqlalchemy import func, select, text
from sqlalchemy.orm import Session

from ..db import get_engine
from ..models import Ride


def yearly_totals(session: Session, year: int, group_by: str, metric: str):
    sql = (
        f"SELECT {group_by} AS bucket, sum({metric}) AS total FROM rides "
        f"WHERE extract(year FROM starts_at) = {year} GROUP BY {group_by} ORDER BY total DESC"
    )
    return session.execute(text(sql)).mappings().all()


def distance_by_leader(session: Session, year: int):
    stmt = (
        select(Ride.leader_id, func.sum(Ride.distance_km))
        .where(func.extract("year", Ride.starts_at) == year)
        .group_by(Ride.leader_id)
    )
    return session.execute(stmt).all()


def export_rows(order_column: str):
    with get_engine().connect() as conn:
        result = conn.execute(text("SELECT id, title, distance_km, starts_at FROM rides ORDER BY " + order_column))
        return [dict(r._mapping) for r in result]


def attendance(session: Session, ride_ids: list[int]):
    placeholders = ", ".join(str(int(i)) for i in ride_ids)
    return session.execute(
        text(f"SELECT ride_id, count(*) FROM signups WHERE ride_id IN ({placeholders}) GROUP BY ride_id")
    ).all()
