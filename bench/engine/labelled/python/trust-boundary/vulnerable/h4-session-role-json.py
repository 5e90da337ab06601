from flask import Blueprint, request, session

prefs = Blueprint("prefs", __name__)


@prefs.post("/workspace/switch")
def switch_workspace():
    body = request.get_json()
    session["workspace"] = body["workspace"]["id"]
    session["role"] = body["workspace"].get("role", "viewer")
    return {"ok": True}
