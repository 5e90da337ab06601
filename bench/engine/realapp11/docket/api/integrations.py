import requests
from flask import request
from flask_login import login_required
from flask_restful import Resource

from ..services import notify_service
from .parsers import preview_args, webhook_test


class IntegrationResource(Resource):
    method_decorators = [login_required]


class CourtRecordResource(IntegrationResource):
    def get(self, docket_number):
        return notify_service.fetch_court_record(docket_number)


class LinkPreviewResource(IntegrationResource):
    def get(self):
        args = preview_args.parse_args()
        text = notify_service.fetch_preview(args["url"])
        return {"url": args["url"], "preview": text if args["full"] else text[:280]}


class WebhookTestResource(IntegrationResource):
    def post(self):
        args = webhook_test.parse_args()
        try:
            response = notify_service.post_webhook(args["url"], args["event"], {"test": True})
        except ValueError as exc:
            return {"error": str(exc)}, 400
        callback = request.headers.get("X-Callback-Url")
        if callback:
            requests.post(callback, json={"status": response.status_code}, timeout=5)
        return {"status": response.status_code}
