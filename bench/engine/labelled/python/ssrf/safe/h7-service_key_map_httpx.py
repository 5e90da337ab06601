import httpx

from flask import Flask, jsonify, request
from flask.views import MethodView

UPSTREAMS = {
    "billing": "https://billing.internal.example.com/status",
    "search": "https://search.internal.example.com/status",
}


class UpstreamStatus(MethodView):
    def get(self):
        which = request.args.get("service", "billing")
        url = UPSTREAMS.get(which)
        if url is None:
            return jsonify(error="unknown"), 404
        r = httpx.get(url, timeout=3)
        return jsonify(service=which, code=r.status_code)


app = Flask(__name__)
app.add_url_rule("/upstream", view_func=UpstreamStatus.as_view("upstream"))
