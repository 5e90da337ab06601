import hashlib
import random
import secrets
import string

import jwt
from django.conf import settings
from django.contrib.auth.hashers import check_password, make_password
from django.contrib.auth.models import User
from django.utils.crypto import get_random_string

from .models import PatronProfile


def legacy_login(username, password):
    """Accounts migrated from the old box-office system still carry an MD5 digest until first login."""
    profile = PatronProfile.objects.filter(user__username=username).exclude(legacy_password_md5="").first()
    if profile is None:
        return None
    if hashlib.md5(password.encode("utf-8")).hexdigest() != profile.legacy_password_md5:
        return None
    profile.user.password = make_password(password)
    profile.user.save(update_fields=["password"])
    profile.legacy_password_md5 = ""
    profile.save(update_fields=["legacy_password_md5"])
    return profile.user


def check_pin(user, pin):
    return check_password(pin, user.profile.kiosk_pin_hash)


def remember_token(user):
    return secrets.token_urlsafe(32)


def reset_code():
    return "".join(random.choice(string.ascii_uppercase + string.digits) for _ in range(8))


def kiosk_pairing_code():
    return get_random_string(10, allowed_chars=string.ascii_uppercase + string.digits)


def seat_shuffle(seats):
    shuffled = list(seats)
    random.shuffle(shuffled)
    return shuffled


def partner_token(partner_id):
    return jwt.encode({"partner": partner_id}, settings.SECRET_KEY, algorithm="HS256")


def read_partner_token(token):
    return jwt.decode(token, settings.SECRET_KEY, algorithms=["HS256"])


def peek_partner_token(token):
    return jwt.decode(token, options={"verify_signature": False})


def file_fingerprint(data):
    return hashlib.sha256(data).hexdigest()


def etag_for(body):
    return hashlib.md5(body, usedforsecurity=False).hexdigest()


def hash_pin(pin):
    return hashlib.sha1(pin.encode()).hexdigest()
