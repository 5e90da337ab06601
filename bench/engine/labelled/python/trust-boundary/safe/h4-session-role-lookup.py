from flask import Blueprint, abort, g, request, session

prefs = Blueprint("prefs", __name__)


@prefs.post("/workspace/switch")
def switch_workspace():
    body = request.get_json()
    row = g.db.execute(
        "SELECT id, role FROM memberships WHERE user_id = ? AND workspace_id = ?",
        (g.user_id, body["workspace"]["id"]),
    ).fetchone()
    if row is None:
        abort(403)
    session["workspace"] = row[0]
    session["role"] = row[1]
    return {"ok": True}
