from flask import Flask, request, render_template

app = Flask(__name__)


@app.post("/comment")
def comment():
    return render_template("comment.html", body=request.form["body"])
