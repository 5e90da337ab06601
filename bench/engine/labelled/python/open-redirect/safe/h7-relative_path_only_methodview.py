from urllib.parse import urlparse

from flask import Flask, redirect, request
from flask.views import MethodView


def is_local(url):
    parts = urlparse(url)
    return not parts.scheme and not parts.netloc and url.startswith("/") and not url.startswith("//") and "\\" not in url


class LogoutView(MethodView):
    def post(self):
        nxt = request.form.get("next", "/")
        if not is_local(nxt):
            nxt = "/"
        return redirect(nxt)


app = Flask(__name__)
app.add_url_rule("/logout", view_func=LogoutView.as_view("logout"))
