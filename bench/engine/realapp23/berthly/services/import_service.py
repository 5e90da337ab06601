import pickle

from sqlalchemy import text

from ..extensions import db, redis_client
from ..models import Berth, Member


def import_berths(marina_id, rows):
    created = 0
    for row in rows:
        db.session.add(Berth(
            marina_id=marina_id,
            code=str(row["code"]),
            pontoon=str(row.get("pontoon", "")),
            length_m=row.get("length_m"),
            description=row.get("description", ""),
        ))
        created += 1
    db.session.commit()
    return created


def import_members(marina_id, rows):
    created = 0
    for row in rows:
        exists = db.session.execute(
            text("SELECT 1 FROM members WHERE email = :email"), {"email": row["email"]}
        ).first()
        if exists:
            continue
        db.session.add(Member(marina_id=marina_id, email=row["email"], full_name=row.get("name")))
        created += 1
    db.session.commit()
    return created


def apply_settings(marina_id, settings):
    for key, value in (settings or {}).items():
        db.session.execute(
            text(f"INSERT INTO marina_settings (marina_id, key, value) VALUES (:m, '{key}', :v) "
                 "ON CONFLICT (marina_id, key) DO UPDATE SET value = :v"),
            {"m": marina_id, "v": str(value)},
        )
    db.session.commit()
    redis_client.set(f"settings:{marina_id}", pickle.dumps(settings))


def cached_settings(marina_id):
    blob = redis_client.get(f"settings:{marina_id}")
    return pickle.loads(blob) if blob else {}
