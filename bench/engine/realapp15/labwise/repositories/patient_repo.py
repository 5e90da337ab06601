from sqlalchemy import text

from ..extensions import db
from ..models import Clinic, Patient


def search_by_name(clinic_id, term):
    pattern = f"%{term}%"
    return (
        Patient.query.filter(Patient.clinic_id == clinic_id, Patient.last_name.ilike(pattern))
        .order_by(Patient.last_name)
        .all()
    )


def find_by_mrn(clinic_id, mrn):
    row = db.session.execute(
        text("SELECT id FROM patients WHERE clinic_id = %d AND mrn = '%s'" % (clinic_id, mrn))
    ).first()
    return db.session.get(Patient, row.id) if row else None


def count_in_clinic(clinic_id):
    return db.session.execute(text(f"SELECT count(*) FROM patients WHERE clinic_id = {int(clinic_id)}")).scalar()


def merge_patients(keep_id, drop_id):
    db.session.execute(text(f"UPDATE lab_results SET patient_id = {keep_id} WHERE patient_id = {drop_id}"))
    db.session.execute(text("DELETE FROM patients WHERE id = :id"), {"id": drop_id})
    db.session.commit()


def clinic_by_slug(slug):
    return db.session.execute(text(f"SELECT id, name, banner FROM clinics WHERE slug = '{slug}'")).first()


def clinic_by_id(clinic_id):
    return db.session.get(Clinic, clinic_id)


def mrn_lookup_raw(clinic_id, mrn):
    conn = db.engine.raw_connection()
    try:
        cur = conn.cursor()
        cur.execute("SELECT id, first_name, last_name FROM patients WHERE clinic_id = %s AND mrn = %s", (clinic_id, mrn))
        return cur.fetchone()
    finally:
        conn.close()
