import sqlite3
from flask import Flask

app = Flask(__name__)


class UserRepo:
    def __init__(self, path):
        self.conn = sqlite3.connect(path)

    def find(self, user_id):
        q = "SELECT name, email FROM users WHERE id = %s" % user_id
        return self.conn.execute(q).fetchone()


repo = UserRepo("app.db")


@app.route("/users/<user_id>")
def show_user(user_id):
    row = repo.find(user_id)
    return {"name": row[0], "email": row[1]} if row else ("not found", 404)
