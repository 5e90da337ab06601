from flask import Flask, render_template, request

app = Flask(__name__)


def render_signature(form):
    return render_template("signature.html", signature=form["signature"], name=form.get("name", ""))


@app.route("/profile/signature", methods=["POST"])
def signature():
    return {"html": render_signature(request.form)}
