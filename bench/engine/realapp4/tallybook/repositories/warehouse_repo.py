"""Read-only queries against the reporting warehouse (PostgreSQL, psycopg2)."""
import os

import psycopg2
import psycopg2.extras
from psycopg2 import sql

_DSN = os.environ.get("WAREHOUSE_DSN", "dbname=warehouse user=reporter host=localhost")


def _cursor():
    conn = psycopg2.connect(_DSN)
    conn.autocommit = True
    return conn.cursor(cursor_factory=psycopg2.extras.RealDictCursor)


def monthly_totals(team_id, year):
    cur = _cursor()
    cur.execute(
        "SELECT date_trunc('month', spent_on) AS month, sum(amount_cents) AS total "
        "FROM expenses WHERE team_id = %s AND extract(year FROM spent_on) = %s GROUP BY 1 ORDER BY 1",
        (team_id, year),
    )
    return cur.fetchall()


def totals_by(team_id, dimension):
    cur = _cursor()
    cur.execute(
        sql.SQL("SELECT {dim}, sum(amount_cents) AS total FROM expenses WHERE team_id = %s GROUP BY 1").format(
            dim=sql.Identifier(dimension)
        ),
        (team_id,),
    )
    return cur.fetchall()


def between(team_id, start, end):
    cur = _cursor()
    cur.execute(
        f"SELECT * FROM expenses WHERE team_id = {team_id} AND spent_on BETWEEN '{start}' AND '{end}'"
    )
    return cur.fetchall()
