import hashlib

from flask import Flask, jsonify, request


class PasswordChecker:
    def __init__(self, store):
        self.store = store

    def hash(self, salt, password):
        return hashlib.sha1((salt + password).encode()).hexdigest()

    def verify(self, user, password):
        record = self.store.get(user)
        return record is not None and record["hash"] == self.hash(record["salt"], password)


app = Flask(__name__)
checker = PasswordChecker({"admin": {"salt": "x1", "hash": "0" * 40}})


@app.post("/login")
def login():
    ok = checker.verify(request.form["user"], request.form["password"])
    return jsonify(ok=ok), (200 if ok else 401)
