from functools import wraps

from .extensions import db


def with_record(view):
    """Loads the record the <int:record_id> URL part names and passes it as `record`."""

    @wraps(view)
    def wrapper(*args, record_id, **kwargs):
        record = db.execute("SELECT id, title FROM records WHERE id = ?", (record_id,)).fetchone()
        return view(*args, record=record, **kwargs)

    return wrapper
