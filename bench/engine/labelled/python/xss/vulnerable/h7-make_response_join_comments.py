from flask import Flask, make_response, request

app = Flask(__name__)
COMMENTS = []


@app.route("/guestbook", methods=["GET", "POST"])
def guestbook():
    if request.method == "POST":
        COMMENTS.append(request.form.get("comment", ""))
    items = ["<li>%s</li>" % c for c in COMMENTS]
    html = "<ul>" + "".join(items) + "</ul>"
    resp = make_response(html)
    resp.headers["Content-Type"] = "text/html"
    return resp
