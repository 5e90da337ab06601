from flask import Blueprint, g, request
from werkzeug.security import generate_password_hash

users = Blueprint("users", __name__)


class PasswordHasher:
    def digest(self, secret):
        return generate_password_hash(secret, method="scrypt")


@users.post("/users/<int:uid>/password")
def change_password(uid):
    hashed = PasswordHasher().digest(request.get_json()["new_password"])
    g.db.execute("UPDATE users SET pw = ? WHERE id = ?", (hashed, uid))
    return {"ok": True}
