import random
from flask import Flask, jsonify

app = Flask(__name__)
TIPS = ["Use keyboard shortcuts", "Try dark mode", "Pin your favourites"]


@app.route("/tip")
def tip():
    order = TIPS[:]
    random.shuffle(order)
    return jsonify({"tip": order[0], "delay": random.randint(1, 5)})
