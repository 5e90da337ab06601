import sqlite3
from contextlib import closing

from ..config import get_settings


def _connect() -> sqlite3.Connection:
    return sqlite3.connect(get_settings().legacy_sqlite_path)


def find_tool(legacy_id: str):
    with closing(_connect()) as conn:
        cur = conn.cursor()
        cur.execute("SELECT id, name, notes FROM tools WHERE legacy_id = ?", (legacy_id,))
        return cur.fetchone()


def member_history(email: str) -> list[tuple]:
    with closing(_connect()) as conn:
        cur = conn.execute("SELECT tool, borrowed_on FROM history WHERE email = '%s' ORDER BY borrowed_on" % email)
        return cur.fetchall()


def table_counts() -> dict[str, int]:
    with closing(_connect()) as conn:
        return {t: conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for t in ("tools", "history", "members")}


def notes_matching(word: str) -> list[tuple]:
    with closing(_connect()) as conn:
        cur = conn.cursor()
        cur.execute("SELECT id, notes FROM tools WHERE notes LIKE '%" + word + "%'")
        return cur.fetchall()
