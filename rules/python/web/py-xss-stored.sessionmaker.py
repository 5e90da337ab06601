# Sessions made by a factory: `SessionLocal = sessionmaker(...)` then `SessionLocal()` (calling the
# factory runs its `__call__`, which makes a Session), `SessionLocal.begin()`, or a `scoped_session`
# registry called; rows they read are stored data as for `Session(engine)`.
from flask import Flask, g
from markupsafe import Markup, escape
from sqlalchemy import create_engine
from sqlalchemy.orm import scoped_session, sessionmaker

from models import Review

app = Flask(__name__)
SessionLocal = sessionmaker(bind=create_engine("sqlite:///shop.db"))
registry = scoped_session(SessionLocal)


def db_session():
    if "db" not in g:
        g.db = SessionLocal()
    return g.db


@app.route("/reviews/<int:review_id>")
def review(review_id):
    found = db_session().get(Review, review_id)
    # ruleid: py-xss-stored
    return Markup("<blockquote>%s</blockquote>" % found.body)


@app.route("/reviews/<int:review_id>/escaped")
def review_escaped(review_id):
    found = db_session().get(Review, review_id)
    # ok: py-xss-stored
    return Markup("<blockquote>%s</blockquote>") % found.body


@app.route("/reviews/<int:review_id>/begin")
def review_begin(review_id):
    with SessionLocal.begin() as db:
        found = db.get(Review, review_id)
        # ruleid: py-xss-stored
        return Markup("<cite>" + found.author + "</cite>")


@app.route("/reviews/<int:review_id>/scoped")
def review_scoped(review_id):
    found = registry().get(Review, review_id)
    # ruleid: py-xss-stored
    return Markup("<cite>" + found.author + "</cite>")


@app.route("/reviews/<int:review_id>/scoped-escaped")
def review_scoped_escaped(review_id):
    found = registry().get(Review, review_id)
    # ok: py-xss-stored
    return "<cite>%s</cite>" % escape(found.author)
