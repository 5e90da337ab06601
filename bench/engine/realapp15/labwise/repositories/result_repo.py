from sqlalchemy import text

from ..extensions import db
from ..models import LabResult, Patient

SORT_COLUMNS = {
    "collected_at": LabResult.collected_at,
    "test_code": LabResult.test_code,
    "flag": LabResult.flag,
}


def search_results(clinic_id, test_code=None, last_name=None, sort="collected_at", direction="desc"):
    query = LabResult.query.join(Patient).filter(Patient.clinic_id == clinic_id)
    if test_code:
        query = query.filter(LabResult.test_code == test_code)
    if last_name:
        query = query.filter(text(f"patients.last_name LIKE '{last_name}%'"))
    column = SORT_COLUMNS.get(sort, LabResult.collected_at)
    query = query.order_by(column.desc() if direction == "desc" else column.asc())
    return query.limit(200).all()


def abnormal_results(clinic_id, flag):
    return db.session.execute(
        text(
            "SELECT r.id, r.test_code, r.value, r.unit FROM lab_results r "
            "JOIN patients p ON p.id = r.patient_id WHERE p.clinic_id = :clinic AND r.flag = :flag"
        ),
        {"clinic": clinic_id, "flag": flag},
    ).fetchall()


def panel_for_codes(patient_id, codes):
    in_list = ", ".join(f"'{code}'" for code in codes)
    sql = f"SELECT test_code, value, unit, collected_at FROM lab_results WHERE patient_id = {patient_id} AND test_code IN ({in_list})"
    return db.session.execute(text(sql)).mappings().all()


def trend(patient_id, test_code, order):
    sql = (
        "SELECT collected_at, value FROM lab_results WHERE patient_id = :pid AND test_code = :code "
        "ORDER BY collected_at " + order
    )
    return db.session.execute(text(sql), {"pid": patient_id, "code": test_code}).fetchall()


def latest_for_code(patient_id, test_code):
    return (
        LabResult.query.filter(LabResult.patient_id == patient_id)
        .filter(text("test_code = :code")).params(code=test_code)
        .order_by(LabResult.collected_at.desc())
        .first()
    )


def results_sorted_by(patient_id, sort_expression):
    return LabResult.query.filter_by(patient_id=patient_id).order_by(text(sort_expression)).all()


def results_by_status(patient_id, status):
    return LabResult.query.filter(LabResult.patient_id == patient_id, LabResult.status == status).all()


def results_from_instrument(instrument_id):
    return db.session.execute(
        text("SELECT id, test_code, value FROM lab_results WHERE comment LIKE '%%instrument=" + instrument_id + "%%'")
    ).fetchall()


def count_for_patient(patient):
    return db.session.execute(text(f"SELECT count(*) FROM lab_results WHERE patient_id = {patient.id}")).scalar()


def add_result(patient_id, data):
    result = LabResult(patient_id=patient_id, **data)
    db.session.add(result)
    db.session.commit()
    return result
