from sqlalchemy import text

from ..extensions import db

OCCUPANCY_SQL = text(
    "SELECT r.pontoon, count(b.id) AS nights FROM berths r LEFT JOIN bookings b ON b.berth_id = r.id "
    "AND b.arrives_on <= :day AND b.departs_on > :day WHERE r.marina_id = :marina GROUP BY r.pontoon"
)

COLUMNS = {"pontoon": "r.pontoon", "code": "r.code", "rate": "r.nightly_rate"}


def occupancy(marina_id, day):
    return db.session.execute(OCCUPANCY_SQL, {"marina": marina_id, "day": day}).mappings().all()


def berth_table(marina_id, sort_key):
    column = COLUMNS.get(sort_key, "r.code")
    return db.session.execute(
        text(f"SELECT r.code, r.pontoon, r.nightly_rate FROM berths r WHERE r.marina_id = :m ORDER BY {column}"),
        {"m": marina_id},
    ).mappings().all()


def notices_matching(marina_id, phrase):
    return db.session.execute(
        text("SELECT id, title FROM notices WHERE marina_id = %d AND title ILIKE '%%%s%%'" % (marina_id, phrase))
    ).mappings().all()
