from functools import wraps

from flask import abort
from flask_login import current_user

from .models import Patient


def with_patient(view):
    """Loads the patient named by the <int:patient_id> URL part, scoped to the user's clinic."""

    @wraps(view)
    def wrapper(*args, patient_id, **kwargs):
        patient = Patient.query.filter_by(id=patient_id, clinic_id=current_user.clinic_id).first_or_404()
        return view(*args, patient=patient, **kwargs)

    return wrapper


def role_required(*roles):
    def decorator(view):
        @wraps(view)
        def wrapper(*args, **kwargs):
            if not current_user.is_authenticated or current_user.role not in roles:
                abort(403)
            return view(*args, **kwargs)

        return wrapper

    return decorator
