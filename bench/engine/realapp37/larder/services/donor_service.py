from peewee import SQL, fn

from ..extensions import db
from ..models import Donor, Pickup

DONOR_SORTS = {
    "name": Donor.name,
    "city": Donor.city,
    "newest": Donor.created_at.desc(),
}


def donors_in_city(city):
    return list(Donor.raw("SELECT * FROM donor WHERE city = '%s' ORDER BY name" % city))


def donors_in_city_checked(city):
    return list(Donor.raw("SELECT * FROM donor WHERE city = %s ORDER BY name", city))


def search_donors(term, sort="name", limit=20):
    query = Donor.select().where(Donor.name.contains(term))
    return list(query.order_by(DONOR_SORTS.get(sort, Donor.name)).limit(limit))


def search_donors_by_note(fragment):
    return list(Donor.select().where(SQL("notes ILIKE '%%" + fragment + "%%'")))


def search_donors_by_phone(prefix):
    return list(Donor.select().where(SQL("phone LIKE %s", [prefix + "%"])))


def donors_sorted(column):
    return list(Donor.select().order_by(SQL(column)))


def donor_by_email(email):
    return Donor.get_or_none(Donor.email == email)


def donors_of_kind(kind):
    return list(Donor.select().where(SQL(f"kind = '{kind}'")).order_by(Donor.name))


def donor_totals(donor_id):
    cursor = db.execute_sql(
        "SELECT count(*), coalesce(sum(weight_kg), 0) FROM pickup WHERE donor_id = %s",
        (donor_id,),
    )
    return cursor.fetchone()


def top_donors(since):
    return list(
        Donor.select(Donor, fn.SUM(Pickup.weight_kg).alias("total"))
        .join(Pickup)
        .where(Pickup.scheduled_for >= since)
        .group_by(Donor)
        .order_by(SQL("total").desc())
        .limit(10)
    )


def rename_donor(donor_id, name):
    return Donor.update(name=name).where(Donor.id == donor_id).execute()


def create_donor(fields):
    return Donor.create(
        name=fields["name"],
        email=fields.get("email"),
        phone=fields.get("phone"),
        city=fields["city"],
        kind=fields.get("kind", "individual"),
        notes=fields.get("notes", ""),
        webhook_url=fields.get("webhook_url"),
    )
