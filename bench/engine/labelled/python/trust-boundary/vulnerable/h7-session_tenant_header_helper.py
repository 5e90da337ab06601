from flask import Blueprint, jsonify, request, session

tenant_bp = Blueprint("tenant", __name__)


def remember_tenant(value):
    session["tenant"] = value


@tenant_bp.before_app_request
def bind_tenant():
    header = request.headers.get("X-Tenant-Id")
    if header:
        remember_tenant(header)


@tenant_bp.get("/whoami")
def whoami():
    return jsonify(tenant=session.get("tenant"))
