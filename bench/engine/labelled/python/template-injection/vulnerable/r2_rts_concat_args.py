from flask import Flask, request, render_template_string

app = Flask(__name__)


@app.route("/card")
def card():
    title = request.args.get("title", "Card")
    template = "<div class='card'><h2>" + title + "</h2>{{ body }}</div>"
    return render_template_string(template, body="...")
