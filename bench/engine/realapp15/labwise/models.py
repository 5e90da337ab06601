from datetime import datetime

from flask_login import UserMixin

from .extensions import db


class Clinic(db.Model):
    __tablename__ = "clinics"
    id = db.Column(db.Integer, primary_key=True)
    slug = db.Column(db.String(64), unique=True, nullable=False)
    name = db.Column(db.String(200), nullable=False)
    banner = db.Column(db.Text, default="")


class User(UserMixin, db.Model):
    __tablename__ = "users"
    id = db.Column(db.Integer, primary_key=True)
    email = db.Column(db.String(255), unique=True, nullable=False)
    password_hash = db.Column(db.String(255), nullable=False)
    role = db.Column(db.String(32), default="clinician", nullable=False)
    clinic_id = db.Column(db.Integer, db.ForeignKey("clinics.id"), nullable=False)
    clinic = db.relationship("Clinic")


class Patient(db.Model):
    __tablename__ = "patients"
    id = db.Column(db.Integer, primary_key=True)
    mrn = db.Column(db.String(32), nullable=False, index=True)
    first_name = db.Column(db.String(100), nullable=False)
    last_name = db.Column(db.String(100), nullable=False)
    birth_date = db.Column(db.Date)
    clinic_id = db.Column(db.Integer, db.ForeignKey("clinics.id"), nullable=False)
    results = db.relationship("LabResult", backref="patient", lazy="dynamic")


class LabResult(db.Model):
    __tablename__ = "lab_results"
    id = db.Column(db.Integer, primary_key=True)
    patient_id = db.Column(db.Integer, db.ForeignKey("patients.id"), nullable=False)
    test_code = db.Column(db.String(16), nullable=False)
    value = db.Column(db.Float)
    unit = db.Column(db.String(16))
    flag = db.Column(db.String(8))
    comment = db.Column(db.Text, default="")
    status = db.Column(db.String(16), default="final")
    collected_at = db.Column(db.DateTime, default=datetime.utcnow)


class Attachment(db.Model):
    __tablename__ = "attachments"
    id = db.Column(db.Integer, primary_key=True)
    result_id = db.Column(db.Integer, db.ForeignKey("lab_results.id"), nullable=False)
    stored_name = db.Column(db.String(255), nullable=False)
    original_name = db.Column(db.String(255), nullable=False)
    sha256 = db.Column(db.String(64))


class ShareLink(db.Model):
    __tablename__ = "share_links"
    id = db.Column(db.Integer, primary_key=True)
    token = db.Column(db.String(64), unique=True, nullable=False)
    patient_id = db.Column(db.Integer, db.ForeignKey("patients.id"), nullable=False)
    expires_at = db.Column(db.DateTime, nullable=False)
