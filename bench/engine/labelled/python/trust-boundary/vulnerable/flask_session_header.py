from flask import Flask, request, session

app = Flask(__name__)


@app.before_request
def remember_tenant():
    session["tenant"] = request.headers.get("X-Tenant")
