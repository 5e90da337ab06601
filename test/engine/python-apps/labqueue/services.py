from .extensions import db


def save_note(record_id, form):
    db.execute(f"INSERT INTO notes (record_id, body) VALUES ({record_id}, '{form.body.data}')")  # expect: py-sqli-tainted-query
    db.execute(f"UPDATE records SET pages = {form.pages.data} WHERE id = {record_id}")
    db.execute(f"UPDATE records SET kind = '{form.kind.data}' WHERE id = {record_id}")
    db.execute(f"UPDATE records SET tag = '{form.tag.data}' WHERE id = {record_id}")  # expect: py-sqli-tainted-query


def count_notes(record):
    return db.execute(f"SELECT count(*) FROM notes WHERE record_id = {record.id}").fetchone()
