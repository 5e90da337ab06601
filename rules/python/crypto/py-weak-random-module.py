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
