import os
import random
import secrets
from random import SystemRandom, gauss

from flask import Flask

app = Flask(__name__)
rng = random.Random(42)
system = SystemRandom()


@app.route("/dice")
def dice():
    # ruleid: py-weak-random-module
    roll = random.randint(1, 6)
    # ruleid: py-weak-random-module
    noise = gauss(0.0, 1.0)
    # ruleid: py-weak-random-module
    pick = rng.choice(["a", "b"])
    # ruleid: py-weak-random-module
    weight = random.betavariate(2, 5)
    # SystemRandom has the same methods but reads the OS's generator.
    # ok: py-weak-random-module
    fair = system.randint(1, 6)
    # ok: py-weak-random-module
    token = secrets.token_hex(16)
    # ok: py-weak-random-module
    salt = os.urandom(16)
    # ok: py-weak-random-module
    n = secrets.randbelow(6) + 1
    return f"{roll} {noise} {pick} {weight} {fair} {token} {salt.hex()} {n}"


QUIZ = ["q1", "q2", "q3", "q4", "q5", "q6"]


@app.route("/quiz")
def quiz():
    # Reordering or subsetting questions the program holds: no secret drawn (B311 lists neither).
    order = list(QUIZ)
    # ok: py-weak-random-module
    random.shuffle(order)
    # ok: py-weak-random-module
    featured = random.sample(QUIZ, 3)
    # ok: py-weak-random-module
    rng.shuffle(order)
    # ruleid: py-weak-random-module
    bonus = random.choices(QUIZ, k=2)
    return {"order": order, "featured": featured, "bonus": bonus}
