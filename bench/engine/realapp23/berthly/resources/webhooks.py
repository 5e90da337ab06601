from urllib.parse import urlparse

from flask import current_app, g, request
from flask_restful import Resource, abort

from ..auth import staff_token_required
from ..extensions import db
from ..models import Webhook
from ..schemas import WebhookSchema
from ..tasks.notify import ping_url, deliver_event


class WebhookResource(Resource):
    method_decorators = [staff_token_required]

    def post(self):
        data = WebhookSchema().load(request.get_json())
        host = urlparse(data["target_url"]).hostname
        if host not in current_app.config["WEBHOOK_HOSTS"]:
            abort(400, message="webhook host is not on the allow list")
        hook = Webhook(marina_id=g.marina_id, target_url=data["target_url"], event=data["event"])
        db.session.add(hook)
        db.session.commit()
        return {"id": hook.id}, 201


class WebhookTestResource(Resource):
    method_decorators = [staff_token_required]

    def post(self):
        body = request.get_json() or {}
        target = body.get("url")
        if not target:
            abort(400, message="url is required")
        ping_url.delay(target)
        deliver_event.delay(g.marina_id, "webhook.test", {"sent_to": target})
        return {"queued": True}, 202
