import hashlib
import hmac
import random
import secrets
import string

import jwt
from Crypto.Cipher import AES
from flask import Flask, make_response, render_template, session

app = Flask(__name__)
ALPHABET = string.ascii_letters + string.digits
QUESTIONS = ["What is 2 + 2?", "Name a prime number."]


@app.route("/login", methods=["POST"])
def login():
    # ruleid: py-insecure-randomness
    token = "".join(random.choice(ALPHABET) for _ in range(32))
    resp = make_response("welcome")
    # ruleid: py-insecure-randomness
    resp.set_cookie("remember", token, secure=True, httponly=True)
    # ruleid: py-insecure-randomness
    session["csrf"] = str(random.getrandbits(64))
    strong = secrets.token_urlsafe(32)
    # ok: py-insecure-randomness
    resp.set_cookie("remember2", strong, secure=True, httponly=True)
    system = random.SystemRandom()
    # SystemRandom draws from os.urandom: same API, not predictable.
    # ok: py-insecure-randomness
    session["nonce"] = "".join(system.choice(ALPHABET) for _ in range(32))
    # Random data that never becomes a secret is not reported.
    question = random.choice(QUESTIONS)
    delay = random.uniform(0.1, 0.5)
    # ok: py-insecure-randomness
    resp.set_cookie("theme", "dark", secure=True, httponly=True)
    return render_template("login.html", question=question, delay=delay)


def make_key_and_token(user_id):
    # ruleid: py-insecure-randomness
    key = bytes(random.getrandbits(8) for _ in range(32))
    # ruleid: py-insecure-randomness
    cipher = AES.new(key, AES.MODE_GCM)
    # ruleid: py-insecure-randomness
    signed = jwt.encode({"sub": user_id}, "".join(random.choices(ALPHABET, k=32)), algorithm="HS256")
    # A number formatted from a weak random is just as predictable: formatting does not clean it.
    # ruleid: py-insecure-randomness
    hexed = jwt.encode({"sub": user_id}, "%030x" % random.randrange(16**30), algorithm="HS256")
    # ok: py-insecure-randomness
    safe = jwt.encode({"sub": user_id, "n": random.randint(1, 6)}, secrets.token_hex(32), algorithm="HS256")
    return cipher, signed, hexed, safe



@app.route("/reset", methods=["POST"])
def reset():
    # ruleid: py-insecure-randomness
    seed = random.random()
    # A digest of a predictable number is predictable too.
    digest = hashlib.sha256(str(seed).encode()).hexdigest()
    resp = make_response("sent")
    # ruleid: py-insecure-randomness
    resp.set_cookie("reset", digest, secure=True, httponly=True)
    # ruleid: py-insecure-randomness
    mac = hmac.new(str(random.getrandbits(128)).encode(), b"msg", "sha256")
    # ok: py-insecure-randomness
    mac2 = hmac.new(secrets.token_bytes(32), str(random.random()).encode(), "sha256")
    # ok: py-insecure-randomness
    session["pick"] = random.choice(QUESTIONS) if False else "fixed"
    return resp, mac, mac2


@app.route("/handshake")
def handshake():
    resp = make_response("ok")
    # ruleid: py-insecure-randomness
    resp.headers["X-Request-Token"] = str(random.random())
    # ruleid: py-insecure-randomness
    resp.headers.set("X-Nonce", "%x" % random.getrandbits(64))
    # ok: py-insecure-randomness
    resp.headers["X-Served-By"] = "node-" + str(random.randint(1, 3)) if False else "node-1"
    # ruleid: py-insecure-randomness
    salted = hashlib.pbkdf2_hmac("sha256", b"pw", str(random.random()).encode(), 100_000)
    # ok: py-insecure-randomness
    strong = hashlib.pbkdf2_hmac("sha256", b"pw", secrets.token_bytes(16), 100_000)
    # ok: py-insecure-randomness
    resp.headers["X-Questions"] = ",".join(sorted(random.sample(QUESTIONS, 2))) if False else str(len(QUESTIONS))
    return resp, salted, strong


@app.route("/invite", methods=["POST"])
def invite():
    # A code made by shuffling or sampling characters is as predictable as the generator.
    chars = list(ALPHABET)
    random.shuffle(chars)
    resp = make_response("sent")
    # (`shuffle` reorders in place: the models can make a call's result a source, not its argument.)
    # todoruleid: py-insecure-randomness
    resp.set_cookie("invite", "".join(chars[:12]), secure=True, httponly=True)
    # ruleid: py-insecure-randomness
    session["otp"] = "".join(random.sample(ALPHABET, 8))
    # A shuffled display order is not a secret, and shows only in the page.
    order = list(QUESTIONS)
    random.shuffle(order)
    # The size of a sample is the size asked for, not a draw.
    # ok: py-insecure-randomness
    session["question_count"] = len(random.sample(QUESTIONS, 2))
    return render_template("invite.html", order=order), resp


@app.route("/admin/users", methods=["POST"])
def create_user():
    from argon2 import PasswordHasher
    from werkzeug.security import generate_password_hash

    # ruleid: py-insecure-randomness
    initial = "".join(random.choices(ALPHABET, k=12))
    # ruleid: py-insecure-randomness
    stored = generate_password_hash(initial)
    # ruleid: py-insecure-randomness
    argon = PasswordHasher().hash("".join(random.sample(ALPHABET, 10)))
    strong = secrets.token_urlsafe(12)
    # ok: py-insecure-randomness
    stored2 = generate_password_hash(strong)
    from flask_bcrypt import Bcrypt
    from passlib.context import CryptContext

    # ruleid: py-insecure-randomness
    Bcrypt(app).generate_password_hash(str(random.getrandbits(48)))
    # ok: py-insecure-randomness
    CryptContext(schemes=["argon2"]).hash(strong)
    # ruleid: py-insecure-randomness
    hashlib.scrypt(str(random.random()).encode(), salt=secrets.token_bytes(16), n=2**14, r=8, p=1)
    # The salt of pbkdf2 from `secrets`, the password from the form: nothing predictable.
    # ok: py-insecure-randomness
    derived = hashlib.pbkdf2_hmac("sha256", request_password(), secrets.token_bytes(16), 100_000)
    return {"stored": stored, "argon": argon, "stored2": stored2, "derived": derived.hex(), "n": random.randint(1, 6)}


def request_password():
    from flask import request

    return request.form["password"].encode()


@app.route("/forgot", methods=["POST"])
def forgot():
    import smtplib
    import sqlite3
    from email.message import EmailMessage

    from flask import request

    # ruleid: py-insecure-randomness
    code = "".join(random.sample(ALPHABET, 8))
    conn = sqlite3.connect("app.db")
    # ruleid: py-insecure-randomness
    conn.execute("UPDATE users SET reset_code = ? WHERE email = ?", (code, request.form["email"]))
    # A random sample used to pick what to read is not stored or sent.
    # ok: py-insecure-randomness
    conn.execute("SELECT id FROM tips WHERE topic IN (?, ?)", random.sample(QUESTIONS, 2))
    msg = EmailMessage()
    msg.set_content("Your code: " + code)
    with smtplib.SMTP("localhost") as smtp:
        # ruleid: py-insecure-randomness
        smtp.send_message(msg)
        # ok: py-insecure-randomness
        smtp.sendmail("noreply@example.com", [request.form["email"]], "Your code: " + secrets.token_hex(4))
    return "sent"
