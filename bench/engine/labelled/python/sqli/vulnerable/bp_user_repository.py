import sqlite3

from flask import Blueprint, current_app, jsonify, request

users_bp = Blueprint("users", __name__)


class UserRepository:
    def __init__(self, path):
        self.conn = sqlite3.connect(path)

    def find_by_name(self, name):
        cur = self.conn.cursor()
        cur.execute(f"SELECT id, name, email FROM users WHERE name LIKE '%{name}%'")
        return cur.fetchall()


@users_bp.get("/users")
def list_users():
    repo = UserRepository(current_app.config["DB_PATH"])
    rows = repo.find_by_name(request.args.get("name", ""))
    return jsonify([{"id": r[0], "name": r[1], "email": r[2]} for r in rows])
