import random
import secrets
import string
from random import SystemRandom

from flask import Flask

app = Flask(__name__)
rng = random.Random(42)
system = SystemRandom()
ALPHABET = string.ascii_letters + string.digits


def temporary_password(length=12):
    # ruleid: py-weak-random-module
    return "".join(random.choice(ALPHABET) for _ in range(length))


def pin_code():
    # ruleid: py-weak-random-module
    return "".join(rng.choices("0123456789", k=6))


def scrambled(length=10):
    alphabet = "abcdefghijkmnpqrstuvwxyz23456789"
    # ruleid: py-weak-random-module
    return "".join(random.sample(alphabet, length))


def good_password(length=12):
    # ok: py-weak-random-module
    return "".join(secrets.choice(ALPHABET) for _ in range(length))


def fair_pick():
    # SystemRandom has the same methods but reads the OS's generator.
    # ok: py-weak-random-module
    return system.choice(ALPHABET)


QUIZ = ["q1", "q2", "q3", "q4", "q5", "q6"]


@app.route("/quiz")
def quiz():
    # Picking, reordering or subsetting items the program holds, and numbers for display or delays:
    # no secret is drawn.
    order = list(QUIZ)
    # ok: py-weak-random-module
    random.shuffle(order)
    # ok: py-weak-random-module
    featured = random.sample(QUIZ, 3)
    # ok: py-weak-random-module
    bonus = random.choices(QUIZ, k=2)
    # ok: py-weak-random-module
    pick = random.choice(QUIZ)
    # ok: py-weak-random-module
    roll = random.randint(1, 6)
    # ok: py-weak-random-module
    jitter = random.uniform(0, 0.5)
    return {"order": order, "featured": featured, "bonus": bonus, "pick": pick, "roll": roll, "j": jitter}
