import csv
import io

from ..repositories import result_repo
from ..utils.formulas import evaluate_formula, evaluate_safely


def search(clinic_id, form):
    return result_repo.search_results(
        clinic_id,
        test_code=form.test_code.data,
        last_name=form.last_name.data,
        sort=form.sort.data,
        direction=form.direction.data,
    )


def panel(patient_id, codes):
    return result_repo.panel_for_codes(patient_id, codes)


def trend_for(patient, test_code, order):
    return result_repo.trend(patient.id, test_code, order)


def export_csv(results):
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(["test", "value", "unit", "flag", "collected"])
    for r in results:
        writer.writerow([r.test_code, r.value, r.unit, r.flag, r.collected_at.isoformat()])
    return buffer.getvalue()


def derived_value(formula, results, trusted=False):
    values = {r.test_code.lower(): r.value for r in results}
    if trusted:
        return evaluate_formula(formula, values)
    return evaluate_safely(formula, values)
