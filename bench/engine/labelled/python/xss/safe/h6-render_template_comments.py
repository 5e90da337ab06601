from dataclasses import dataclass

from flask import Flask, render_template, request

app = Flask(__name__)


@dataclass
class Comment:
    author: str
    text: str


COMMENTS: list[Comment] = []


@app.route("/guestbook", methods=["GET", "POST"])
def guestbook():
    if request.method == "POST":
        COMMENTS.append(
            Comment(request.form.get("author", "anonymous"), request.form.get("text", ""))
        )
    return render_template("guestbook.html", comments=COMMENTS)
