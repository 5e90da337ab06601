from markupsafe import Markup

from flask import Flask, render_template, request

app = Flask(__name__)


@app.post("/notes/preview")
def preview_note():
    title = request.form["title"]
    heading = Markup(f"<h2>{title}</h2>")
    return render_template("note.html", heading=heading)
