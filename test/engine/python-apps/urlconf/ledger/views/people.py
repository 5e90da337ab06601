import sqlite3


def _db():
    return sqlite3.connect("people.db")


def profile(slug):
    rows = _db().execute("SELECT name FROM people WHERE slug = '" + slug + "'").fetchall()  # expect: py-sqli-tainted-query
    return {"names": [r[0] for r in rows]}


def card(person_id):
    rows = _db().execute("SELECT name FROM people WHERE id = %d" % person_id).fetchall()
    return {"names": [r[0] for r in rows]}
