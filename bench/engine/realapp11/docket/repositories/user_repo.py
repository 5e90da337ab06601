import sqlite3

from flask import current_app


def _connect():
    conn = sqlite3.connect(current_app.config["USERS_DB_PATH"])
    conn.row_factory = sqlite3.Row
    return conn


class UserRepository:
    def find_login(self, username):
        with _connect() as conn:
            cur = conn.execute(
                "SELECT id, username, password_hash, role FROM users WHERE username = ?", (username,)
            )
            return cur.fetchone()

    def find_by_email(self, email):
        with _connect() as conn:
            cur = conn.cursor()
            cur.execute("SELECT id, username, email FROM users WHERE email = '%s'" % email)
            return cur.fetchone()

    def set_password(self, user_id, password_hash):
        with _connect() as conn:
            conn.execute("UPDATE users SET password_hash = ? WHERE id = ?", (password_hash, user_id))
