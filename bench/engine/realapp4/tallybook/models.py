from datetime import datetime

from flask_login import UserMixin

from .extensions import db


class Team(db.Model):
    __tablename__ = "teams"

    id = db.Column(db.Integer, primary_key=True)
    name = db.Column(db.String(120), nullable=False)
    currency = db.Column(db.String(3), nullable=False, default="EUR")
    webhook_url = db.Column(db.String(500))
    created_at = db.Column(db.DateTime, default=datetime.utcnow)

    members = db.relationship("User", back_populates="team")


class User(UserMixin, db.Model):
    __tablename__ = "users"

    id = db.Column(db.Integer, primary_key=True)
    email = db.Column(db.String(255), unique=True, nullable=False)
    display_name = db.Column(db.String(120))
    password_hash = db.Column(db.String(255))
    legacy_hash = db.Column(db.Boolean, default=False)
    role = db.Column(db.String(20), default="member")
    avatar_path = db.Column(db.String(255))
    bio = db.Column(db.Text)
    reset_token = db.Column(db.String(64))
    team_id = db.Column(db.Integer, db.ForeignKey("teams.id"))

    team = db.relationship("Team", back_populates="members")

    @property
    def is_admin(self):
        return self.role == "admin"


class Expense(db.Model):
    __tablename__ = "expenses"

    id = db.Column(db.Integer, primary_key=True)
    team_id = db.Column(db.Integer, db.ForeignKey("teams.id"), nullable=False)
    user_id = db.Column(db.Integer, db.ForeignKey("users.id"), nullable=False)
    title = db.Column(db.String(200), nullable=False)
    category = db.Column(db.String(50))
    amount_cents = db.Column(db.Integer, nullable=False)
    currency = db.Column(db.String(3), default="EUR")
    notes = db.Column(db.Text)
    receipt_filename = db.Column(db.String(255))
    status = db.Column(db.String(20), default="submitted")
    spent_on = db.Column(db.Date)
    created_at = db.Column(db.DateTime, default=datetime.utcnow)


class SavedReport(db.Model):
    __tablename__ = "saved_reports"

    id = db.Column(db.Integer, primary_key=True)
    team_id = db.Column(db.Integer, db.ForeignKey("teams.id"))
    name = db.Column(db.String(120))
    definition = db.Column(db.Text)
    email_template = db.Column(db.Text)
