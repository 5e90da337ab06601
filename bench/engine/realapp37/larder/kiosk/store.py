import datetime
import sqlite3

KIOSK_DB = "/srv/larder/kiosk.sqlite3"


def _conn():
    conn = sqlite3.connect(KIOSK_DB)
    conn.row_factory = sqlite3.Row
    return conn


def find_household(card):
    with _conn() as conn:
        row = conn.execute("SELECT id, family_name, size FROM household WHERE card = ?", (card,)).fetchone()
    return dict(row) if row else None


def log_visit(household_id, note):
    with _conn() as conn:
        conn.execute(
            "INSERT INTO visit (household_id, at, note) VALUES (?, ?, ?)",
            (household_id, datetime.datetime.now().isoformat(), note),
        )


def visits_for(household_id):
    with _conn() as conn:
        rows = conn.execute(
            "SELECT at, note FROM visit WHERE household_id = %d ORDER BY at DESC" % household_id
        ).fetchall()
    return [dict(r) for r in rows]
