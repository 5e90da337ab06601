from sqlalchemy import select, text

from ..extensions import db
from ..models import User


def by_email(email):
    return db.session.execute(select(User).where(User.email == email)).scalar_one_or_none()


def by_reset_token(token):
    return User.query.filter_by(reset_token=token).first()


def find_by_display_name(name):
    return db.session.execute(text("SELECT id, email, display_name FROM users WHERE display_name = '" + name + "'")).all()


def members(team_id, role=None):
    query = User.query.filter(User.team_id == team_id)
    if role:
        query = query.filter(text("role = :role")).params(role=role)
    return query.all()


def save(user):
    db.session.add(user)
    db.session.commit()
    return user
