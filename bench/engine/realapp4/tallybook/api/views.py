"""JSON API used by the mobile app and by integrations."""
import hmac
import json
import urllib.request
from functools import wraps

from flask import abort, g, jsonify, make_response, redirect, request, session
from flask_login import current_user, login_required

from . import bp
from ..extensions import db
from ..models import User
from ..repositories import expense_repo
from ..services import user_service
from ..utils import security


def api_key_required(view):
    @wraps(view)
    def wrapped(*args, **kwargs):
        key = request.headers.get("X-Api-Key", "")
        digest = security.api_key_digest(key)
        user = User.query.filter_by(password_hash=digest).first()
        if user is None:
            abort(401)
        g.api_user = user
        return view(*args, **kwargs)

    return wrapped


@bp.route("/expenses")
@api_key_required
def list_expenses():
    page = expense_repo.list_for_team(g.api_user.team_id, status=request.args.get("status"))
    return jsonify([{"id": e.id, "title": e.title, "amount_cents": e.amount_cents} for e in page.items])


@bp.route("/expenses/<int:expense_id>")
@api_key_required
def get_expense(expense_id):
    expense = expense_repo.get(g.api_user.team_id, expense_id)
    if expense is None:
        abort(404)
    return jsonify(id=expense.id, title=expense.title, notes=expense.notes)


@bp.route("/preferences", methods=["GET"])
@login_required
def get_preferences():
    prefs = user_service.load_preferences(request.cookies.get("tb_prefs"))
    return jsonify(prefs)


@bp.route("/preferences", methods=["PUT"])
@login_required
def put_preferences():
    prefs = {k: v for k, v in request.get_json(force=True).items() if k in ("locale", "currency", "page_size")}
    response = make_response(jsonify(prefs))
    response.set_cookie("tb_prefs", user_service.dump_preferences(prefs), samesite="Lax")
    return response


@bp.route("/preferences/v2", methods=["GET"])
@login_required
def get_preferences_v2():
    raw = request.cookies.get("tb_prefs_v2", "{}")
    try:
        prefs = json.loads(raw)
    except ValueError:
        prefs = {}
    return jsonify(prefs)


@bp.route("/session/role", methods=["POST"])
@login_required
def act_as():
    payload = request.get_json()
    session["acting_role"] = payload.get("role")
    return jsonify(ok=True)


@bp.route("/session/locale", methods=["POST"])
@login_required
def set_locale():
    locale = request.get_json().get("locale", "en")
    session["locale"] = locale if locale in ("en", "de", "fr", "nl") else "en"
    return jsonify(ok=True)


@bp.route("/avatar/fetch", methods=["POST"])
@login_required
def fetch_avatar_url():
    url = request.get_json()["url"]
    with urllib.request.urlopen(url, timeout=5) as resp:
        data = resp.read(2 * 1024 * 1024)
    current_user.avatar_path = None
    db.session.commit()
    return jsonify(size=len(data))


@bp.route("/oauth/return")
def oauth_return():
    state = request.args.get("state", "")
    expected = session.pop("oauth_state", None)
    if not expected or not hmac.compare_digest(state, expected):
        abort(400)
    return_to = request.args.get("return_to", "/")
    if not return_to.startswith("/") or return_to.startswith(("//", "/\\")):
        return_to = "/"
    return redirect(return_to)


@bp.route("/go")
def go():
    return redirect(request.args.get("url", "/"))
