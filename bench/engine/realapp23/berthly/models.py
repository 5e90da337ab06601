from datetime import datetime

from .extensions import db


class Marina(db.Model):
    __tablename__ = "marinas"
    id = db.Column(db.Integer, primary_key=True)
    name = db.Column(db.String(120), nullable=False)
    slug = db.Column(db.String(60), unique=True)


class Berth(db.Model):
    __tablename__ = "berths"
    id = db.Column(db.Integer, primary_key=True)
    marina_id = db.Column(db.Integer, db.ForeignKey("marinas.id"))
    code = db.Column(db.String(20), nullable=False)
    pontoon = db.Column(db.String(20))
    length_m = db.Column(db.Numeric(5, 2))
    description = db.Column(db.Text)
    nightly_rate = db.Column(db.Numeric(8, 2))


class Member(db.Model):
    __tablename__ = "members"
    id = db.Column(db.Integer, primary_key=True)
    marina_id = db.Column(db.Integer, db.ForeignKey("marinas.id"))
    email = db.Column(db.String(200), unique=True)
    full_name = db.Column(db.String(200))
    password_hash = db.Column(db.String(200))
    bio = db.Column(db.Text)
    is_staff = db.Column(db.Boolean, default=False)
    reset_token = db.Column(db.String(64))


class Booking(db.Model):
    __tablename__ = "bookings"
    id = db.Column(db.Integer, primary_key=True)
    reference = db.Column(db.String(16), unique=True)
    berth_id = db.Column(db.Integer, db.ForeignKey("berths.id"))
    member_id = db.Column(db.Integer, db.ForeignKey("members.id"))
    vessel_name = db.Column(db.String(120))
    arrives_on = db.Column(db.Date)
    departs_on = db.Column(db.Date)
    status = db.Column(db.String(20), default="pending")
    created_at = db.Column(db.DateTime, default=datetime.utcnow)
    berth = db.relationship("Berth")


class Notice(db.Model):
    __tablename__ = "notices"
    id = db.Column(db.Integer, primary_key=True)
    marina_id = db.Column(db.Integer, db.ForeignKey("marinas.id"))
    title = db.Column(db.String(200))
    body = db.Column(db.Text)
    author_id = db.Column(db.Integer, db.ForeignKey("members.id"))


class Invoice(db.Model):
    __tablename__ = "invoices"
    id = db.Column(db.Integer, primary_key=True)
    booking_id = db.Column(db.Integer, db.ForeignKey("bookings.id"))
    number = db.Column(db.String(30))
    pdf_name = db.Column(db.String(120))
    total = db.Column(db.Numeric(10, 2))


class Webhook(db.Model):
    __tablename__ = "webhooks"
    id = db.Column(db.Integer, primary_key=True)
    marina_id = db.Column(db.Integer, db.ForeignKey("marinas.id"))
    target_url = db.Column(db.String(500))
    event = db.Column(db.String(40))
