from sqlalchemy import text

from ..extensions import db
from ..models import Case

SORT_COLUMNS = {"opened": "opened_on", "title": "title", "status": "status"}


class CaseRepository:
    """Raw SQL where the ORM got in the way of the reporting queries."""

    def get(self, firm_id, case_id):
        row = db.session.execute(
            text("SELECT id, title, summary, status, opened_on FROM cases WHERE firm_id = :firm AND id = :id"),
            {"firm": firm_id, "id": case_id},
        ).mappings().first()
        return dict(row) if row else None

    def get_by_slug(self, firm_id, slug):
        sql = f"SELECT id, title, summary, status FROM cases WHERE firm_id = {firm_id} AND slug = '{slug}'"
        row = db.session.execute(text(sql)).mappings().first()
        return dict(row) if row else None

    def note_count(self, case_id):
        return db.session.execute(text(f"SELECT count(*) FROM notes WHERE case_id = {case_id}")).scalar()

    def search(self, firm_id, term, status=None):
        sql = "SELECT id, title, status FROM cases WHERE firm_id = :firm AND title ILIKE '%" + term + "%'"
        params = {"firm": firm_id}
        if status:
            sql += " AND status = :status"
            params["status"] = status
        return [dict(r) for r in db.session.execute(text(sql), params).mappings()]

    def list_sorted(self, firm_id, sort, direction):
        column = SORT_COLUMNS.get(sort, "opened_on")
        order = "DESC" if direction == "desc" else "ASC"
        stmt = text(f"SELECT id, title, status, opened_on FROM cases WHERE firm_id = :firm ORDER BY {column} {order}")
        return [dict(r) for r in db.session.execute(stmt, {"firm": firm_id}).mappings()]

    def by_status(self, firm_id, status):
        return Case.query.filter_by(firm_id=firm_id, status=status).order_by(Case.opened_on.desc()).all()

    def add_note(self, case_id, author_id, body):
        db.session.execute(
            text("INSERT INTO notes (case_id, author_id, body) VALUES (:case_id, :author, :body)"),
            {"case_id": case_id, "author": author_id, "body": body},
        )
        db.session.commit()
