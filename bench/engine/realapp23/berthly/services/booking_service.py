import secrets

from sqlalchemy import text

from ..extensions import db
from ..models import Booking


def list_bookings(marina_id, filters):
    sql = (
        "SELECT b.reference, b.vessel_name, b.arrives_on, b.departs_on, b.status FROM bookings b "
        "JOIN berths r ON r.id = b.berth_id WHERE r.marina_id = :marina"
    )
    params = {"marina": marina_id}
    if filters.get("status"):
        sql += " AND b.status = '%s'" % filters["status"]
    if filters.get("vessel"):
        sql += " AND b.vessel_name ILIKE '%" + filters["vessel"] + "%'"
    sql += f" ORDER BY b.{filters['sort']} LIMIT {filters['limit']}"
    return db.session.execute(text(sql), params).mappings().all()


def vessel_is_blocked(marina_id, vessel_name):
    row = db.session.execute(
        text(f"SELECT 1 FROM blocked_vessels WHERE marina_id = {marina_id} AND lower(name) = lower('{vessel_name}')")
    ).first()
    return row is not None


def create_booking(member, data):
    booking = Booking(
        reference=secrets.token_hex(6).upper(),
        berth_id=data["berth_id"],
        member_id=member.id,
        vessel_name=data["vessel_name"],
        arrives_on=data["arrives_on"],
        departs_on=data["departs_on"],
    )
    db.session.add(booking)
    db.session.commit()
    return booking


def find_by_reference(marina_id, reference):
    return db.session.execute(
        text("SELECT b.* FROM bookings b JOIN berths r ON r.id = b.berth_id WHERE r.marina_id = :m AND b.reference = :ref"),
        {"m": marina_id, "ref": reference},
    ).mappings().first()


def set_status(booking_id, status):
    db.session.execute(text("UPDATE bookings SET status = '" + status + "' WHERE id = " + str(booking_id)))
