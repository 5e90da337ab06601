from flask import Flask, render_template, request
from markupsafe import Markup

app = Flask(__name__)
COMMENTS = []


@app.route("/guestbook", methods=["GET", "POST"])
def guestbook():
    if request.method == "POST":
        author = request.form.get("author", "anonymous")
        text = request.form.get("text", "")
        COMMENTS.append(Markup("<b>%s</b>: %s" % (author, text)))
    return render_template("guestbook.html", comments=COMMENTS)
