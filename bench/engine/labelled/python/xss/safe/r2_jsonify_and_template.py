from flask import Flask, request, jsonify, render_template

app = Flask(__name__)


@app.route("/profile")
def profile():
    name = request.args.get("name", "")
    if request.args.get("format") == "json":
        return jsonify({"name": name})
    return render_template("profile.html", name=name)
