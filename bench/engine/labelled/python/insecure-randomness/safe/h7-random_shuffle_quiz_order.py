import random

from flask import Flask, jsonify

app = Flask(__name__)

QUESTIONS = [
    {"id": 1, "text": "Capital of France?"},
    {"id": 2, "text": "2 + 2?"},
    {"id": 3, "text": "Largest planet?"},
    {"id": 4, "text": "Boiling point of water in C?"},
]


@app.get("/quiz")
def quiz():
    order = list(QUESTIONS)
    random.shuffle(order)
    return jsonify(questions=order)
