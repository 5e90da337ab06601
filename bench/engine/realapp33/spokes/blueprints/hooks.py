import httpx
from flask import Blueprint, abort, current_app, jsonify, request

from .. import tasks
from ..db import get_session
from ..models import Webhook
from ..schemas import WebhookSchema
from ..security import current_member, login_required
from ..utils.urls import host_of

bp = Blueprint("hooks", __name__)


@bp.post("/")
@login_required
def register_hook():
    data = WebhookSchema().load(request.get_json())
    hook = Webhook(url=data["url"], event=data["event"], owner_id=current_member().id)
    get_session().add(hook)
    get_session().commit()
    tasks.deliver_test_ping.delay(data["url"], {"event": "ping", "hook": hook.id})
    return jsonify(id=hook.id), 201


@bp.post("/check")
@login_required
def check_hook():
    data = WebhookSchema().load(request.get_json())
    response = httpx.head(data["url"], timeout=5)
    return jsonify(status=response.status_code)


@bp.post("/check-partner")
@login_required
def check_partner():
    url = request.get_json()["url"]
    if host_of(url) not in current_app.config["GPX_HOSTS"]:
        abort(400)
    response = httpx.head(url, timeout=5)
    return jsonify(status=response.status_code)
