"""Expense queries. Most go through the ORM; the search and the ledger use SQL directly."""
from sqlalchemy import text

from ..extensions import db
from ..models import Expense

SORTABLE = {"date": "spent_on", "amount": "amount_cents", "title": "title", "created": "created_at"}


def get(team_id, expense_id):
    return Expense.query.filter_by(team_id=team_id, id=expense_id).first()


def list_for_team(team_id, status=None, page=1, per_page=25):
    query = Expense.query.filter(Expense.team_id == team_id)
    if status:
        query = query.filter(Expense.status == status)
    return query.order_by(Expense.spent_on.desc()).paginate(page=page, per_page=per_page)


def search(team_id, term, category=None):
    sql = (
        "SELECT id, title, category, amount_cents, spent_on FROM expenses "
        f"WHERE team_id = {int(team_id)} AND (title ILIKE '%{term}%' OR notes ILIKE '%{term}%')"
    )
    if category:
        sql += " AND category = :category"
    return db.session.execute(text(sql), {"category": category}).mappings().all()


def by_category(team_id, category):
    stmt = text("SELECT * FROM expenses WHERE team_id = :team AND category = :category ORDER BY spent_on")
    return db.session.execute(stmt, {"team": team_id, "category": category}).mappings().all()


def sorted_page(team_id, sort, direction, limit):
    column = SORTABLE.get(sort, "spent_on")
    order = "DESC" if direction == "desc" else "ASC"
    stmt = text(f"SELECT * FROM expenses WHERE team_id = :team ORDER BY {column} {order} LIMIT :limit")
    return db.session.execute(stmt, {"team": team_id, "limit": int(limit)}).mappings().all()


def raw_sorted_page(team_id, sort, limit):
    stmt = text("SELECT * FROM expenses WHERE team_id = :team ORDER BY %s LIMIT %s" % (sort, limit))
    return db.session.execute(stmt, {"team": team_id}).mappings().all()


def set_status(team_id, expense_ids, status):
    ids = ",".join(str(int(i)) for i in expense_ids)
    db.session.execute(
        text(f"UPDATE expenses SET status = :status WHERE team_id = :team AND id IN ({ids})"),
        {"status": status, "team": team_id},
    )
    db.session.commit()


def add(expense):
    db.session.add(expense)
    db.session.commit()
    return expense


def delete(expense):
    db.session.delete(expense)
    db.session.commit()
