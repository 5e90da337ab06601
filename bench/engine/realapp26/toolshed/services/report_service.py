import psycopg
from psycopg import sql as pgsql

from ..config import get_settings


def _conn() -> psycopg.Connection:
    return psycopg.connect(get_settings().reports_dsn)


def loans_per(group_by: str, since_days: int) -> list[tuple]:
    with _conn() as conn, conn.cursor() as cur:
        cur.execute(f"SELECT {group_by}, count(*) FROM loan_facts WHERE borrowed_on > now() - interval '{since_days} days' GROUP BY 1")
        return cur.fetchall()


def metric_total(metric: str, branch: str):
    with _conn() as conn, conn.cursor() as cur:
        cur.execute("SELECT sum(" + metric + ") FROM loan_facts WHERE branch = %s", (branch,))
        return cur.fetchone()[0]


def overdue_for(branch: str) -> list[tuple]:
    with _conn() as conn, conn.cursor() as cur:
        cur.execute("SELECT member_email, tool_name FROM overdue WHERE branch = %s AND days_late > %s", (branch, 3))
        return cur.fetchall()


def column_values(column: str) -> list[tuple]:
    with _conn() as conn, conn.cursor() as cur:
        cur.execute(pgsql.SQL("SELECT DISTINCT {} FROM loan_facts").format(pgsql.Identifier(column)))
        return cur.fetchall()


def monthly_rows() -> list[dict]:
    with _conn() as conn, conn.cursor(row_factory=psycopg.rows.dict_row) as cur:
        cur.execute("SELECT branch, loans, returns_late, deposits FROM monthly_summary")
        return cur.fetchall()
