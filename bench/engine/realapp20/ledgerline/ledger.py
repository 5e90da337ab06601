"""Double-entry posting and balances, shared by the views and the CLI."""
from decimal import Decimal

from ledgerline.db import execute_db, execute_many, get_db, query_db


class UnbalancedJournal(ValueError):
    pass


def post_journal(company_id, posted_on, lines):
    """lines: [(account, memo, debit, credit), ...]; debits must equal credits."""
    debits = sum(Decimal(str(line[2])) for line in lines)
    credits = sum(Decimal(str(line[3])) for line in lines)
    if debits != credits:
        raise UnbalancedJournal(f"debits {debits} != credits {credits}")
    execute_many(
        "INSERT INTO ledger_entries (company_id, account, memo, debit, credit, posted_on) VALUES (?, ?, ?, ?, ?, ?)",
        [(company_id, a, m, str(d), str(c), posted_on) for a, m, d, c in lines],
    )


def trial_balance(company_id, as_of):
    return query_db(
        "SELECT account, sum(debit) AS debit, sum(credit) AS credit FROM ledger_entries "
        f"WHERE company_id = ? AND posted_on <= '{as_of}' GROUP BY account ORDER BY account",
        (company_id,),
    )


def account_history(company_id, account, limit=100):
    return query_db(
        "SELECT * FROM ledger_entries WHERE company_id = ? AND account = ? ORDER BY posted_on DESC LIMIT ?",
        (company_id, account, int(limit)),
    )


def close_year(company_id, year):
    conn = get_db()
    conn.execute(
        "DELETE FROM ledger_entries WHERE company_id = ? AND account = 'retained' AND strftime('%Y', posted_on) = ?",
        (company_id, str(year)),
    )
    totals = conn.execute(
        "SELECT sum(credit) - sum(debit) FROM ledger_entries WHERE company_id = ? AND strftime('%Y', posted_on) = ?",
        (company_id, str(year)),
    ).fetchone()[0] or 0
    conn.commit()
    execute_db(
        "INSERT INTO ledger_entries (company_id, account, memo, debit, credit, posted_on) VALUES (?, 'retained', ?, 0, ?, ?)",
        (company_id, f"year end {year}", totals, f"{year}-12-31"),
    )
    return totals


def rename_account(company_id, old, new):
    conn = get_db()
    conn.execute("UPDATE ledger_entries SET account = '%s' WHERE company_id = %d AND account = '%s'" % (new, company_id, old))
    conn.commit()
