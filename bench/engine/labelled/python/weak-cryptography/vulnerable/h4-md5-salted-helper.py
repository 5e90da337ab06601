import hashlib
import os

from flask import Blueprint, g, request

users = Blueprint("users", __name__)


class PasswordHasher:
    def __init__(self, salt):
        self.salt = salt

    def digest(self, secret):
        return hashlib.md5((self.salt + secret).encode()).hexdigest()


@users.post("/users/<int:uid>/password")
def change_password(uid):
    salt = os.urandom(8).hex()
    hashed = PasswordHasher(salt).digest(request.get_json()["new_password"])
    g.db.execute("UPDATE users SET salt = ?, pw = ? WHERE id = ?", (salt, hashed, uid))
    return {"ok": True}
