from flask import Flask, jsonify, request

app = Flask(__name__)

ROWS = [
    {"name": "alpha", "score": 3},
    {"name": "beta", "score": 9},
    {"name": "gamma", "score": 5},
]


@app.get("/leaderboard")
def leaderboard():
    field = request.cookies.get("sort_field", "score")
    key_src = "lambda row: row['%s']" % field
    key_fn = eval(key_src)
    ordered = sorted(ROWS, key=key_fn, reverse=True)
    return jsonify(rows=ordered)
