from flask import Flask, request, render_template
from markupsafe import Markup

app = Flask(__name__)


@app.route("/preview", methods=["POST"])
def preview():
    bio = request.form.get("bio", "")
    return render_template("preview.html", bio=Markup(bio))
