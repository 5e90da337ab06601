import functools

from flask import Flask, request, session

app = Flask(__name__)


def remember_tenant(view):
    @functools.wraps(view)
    def inner(*args, **kwargs):
        tenant = request.headers.get("X-Tenant-Id")
        if tenant:
            session["tenant_id"] = tenant
        return view(*args, **kwargs)

    return inner


@app.route("/dashboard")
@remember_tenant
def dashboard():
    return {"tenant": session.get("tenant_id")}
