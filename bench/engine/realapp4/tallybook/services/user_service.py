import base64
import pickle

import requests

from ..repositories import user_repo
from ..utils import files, http, security, tokens


def register(email, password, display_name):
    from ..models import User

    user = User(email=email.lower(), display_name=display_name, password_hash=security.hash_password(password))
    return user_repo.save(user)


def authenticate(email, password):
    user = user_repo.by_email(email.lower())
    if user and security.verify_password(user, password):
        if user.legacy_hash:
            user.password_hash = security.hash_password(password)
            user.legacy_hash = False
            user_repo.save(user)
        return user
    return None


def start_reset(user):
    user.reset_token = tokens.reset_token()
    user_repo.save(user)
    return user.reset_token


def start_invite(user):
    user.reset_token = tokens.invite_token()
    user_repo.save(user)
    return user.reset_token


def fetch_avatar(user, image_url):
    response = requests.get(image_url, timeout=5, stream=True)
    stored = f"avatar-{user.id}.png"
    with open(f"{files.receipts_dir()}/{stored}", "wb") as fh:
        for chunk in response.iter_content(8192):
            fh.write(chunk)
    user.avatar_path = stored
    user_repo.save(user)


def gravatar(user):
    return http.get(f"https://www.gravatar.com/avatar/{security.api_key_digest(user.email)}?d=404")


def load_preferences(cookie_value):
    if not cookie_value:
        return {}
    return pickle.loads(base64.b64decode(cookie_value))


def dump_preferences(prefs):
    return base64.b64encode(pickle.dumps(prefs)).decode("ascii")
