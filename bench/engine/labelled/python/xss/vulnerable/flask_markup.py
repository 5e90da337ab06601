from flask import Flask, request, render_template
from markupsafe import Markup

app = Flask(__name__)


@app.post("/comment")
def comment():
    body = Markup(request.form["body"])
    return render_template("comment.html", body=body)
