from datetime import datetime, timedelta

from ..extensions import db
from ..models import ShareLink
from ..utils.http import fetch_document, fetch_from_partner
from ..utils.tokens import share_token


def create_link(patient_id, days=7):
    link = ShareLink(token=share_token(), patient_id=patient_id, expires_at=datetime.utcnow() + timedelta(days=days))
    db.session.add(link)
    db.session.commit()
    return link


def pull_partner_result(url):
    return fetch_from_partner(url).content


def pull_outside_document(url):
    return fetch_document(url).content
