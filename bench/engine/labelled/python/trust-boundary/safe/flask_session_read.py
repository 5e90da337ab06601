from flask import Flask, request, session

app = Flask(__name__)


@app.before_request
def remember_tenant():
    if session.get("tenant") != request.headers.get("X-Tenant"):
        return {"error": "tenant mismatch"}, 403
