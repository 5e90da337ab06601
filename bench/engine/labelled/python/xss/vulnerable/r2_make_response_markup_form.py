from flask import Flask, request, make_response
from markupsafe import Markup

app = Flask(__name__)


@app.post("/preview")
def preview():
    body = request.form.get("body", "")
    html = Markup("<div class='preview'>%s</div>" % body)
    resp = make_response(str(html))
    resp.headers["Content-Type"] = "text/html"
    return resp
