from flask import Flask, jsonify, request, session

app = Flask(__name__)
app.secret_key = "dev-secret"


@app.get("/list")
def listing():
    raw = request.args.get("per_page", "20")
    if not raw.isdigit():
        return jsonify(error="per_page must be numeric"), 400
    per_page = min(max(int(raw), 1), 100)
    session["per_page"] = per_page
    return jsonify(per_page=per_page)
