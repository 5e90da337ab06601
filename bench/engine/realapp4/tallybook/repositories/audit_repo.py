"""Audit trail kept in a local SQLite file so it survives database restores."""
import sqlite3
from contextlib import closing

from flask import current_app


def _connect():
    conn = sqlite3.connect(current_app.config["AUDIT_DB_PATH"])
    conn.row_factory = sqlite3.Row
    return conn


def record(team_id, actor, action, target):
    with closing(_connect()) as conn:
        conn.execute(
            "INSERT INTO audit (team_id, actor, action, target) VALUES (?, ?, ?, ?)",
            (team_id, actor, action, target),
        )
        conn.commit()


def for_actor(team_id, actor):
    with closing(_connect()) as conn:
        cur = conn.cursor()
        cur.execute("SELECT * FROM audit WHERE team_id = %d AND actor = '%s' ORDER BY id DESC" % (team_id, actor))
        return [dict(r) for r in cur.fetchall()]


def for_action(team_id, action, limit=100):
    with closing(_connect()) as conn:
        cur = conn.cursor()
        cur.execute("SELECT * FROM audit WHERE team_id = ? AND action = ? ORDER BY id DESC LIMIT ?", (team_id, action, limit))
        return [dict(r) for r in cur.fetchall()]
