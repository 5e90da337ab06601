from flask import Flask, request, jsonify

app = Flask(__name__)


@app.route("/search")
def search():
    q = request.args.get("q", "")
    return jsonify({"query": q, "results": []})
