from flask import Flask
from markupsafe import Markup, escape
from sqlalchemy import create_engine, select
from sqlalchemy.orm import Session

from models import Review

app = Flask(__name__)
engine = create_engine("sqlite:///shop.db")


def review_of(db: Session, review_id: int) -> Review:
    return db.scalars(select(Review).where(Review.id == review_id)).first()


@app.route("/reviews/<int:review_id>")
def review(review_id):
    with Session(engine) as db:
        found = review_of(db, review_id)
        # ruleid: py-xss-stored
        return Markup("<blockquote>%s</blockquote>" % found.body)


@app.route("/reviews/<int:review_id>/escaped")
def review_escaped(review_id):
    with Session(engine) as db:
        found = db.get(Review, review_id)
        # ok: py-xss-stored
        return Markup("<blockquote>%s</blockquote>") % found.body


@app.route("/reviews/<int:review_id>/author")
def review_author(review_id):
    with Session(engine) as db:
        author = db.scalar(select(Review.author).where(Review.id == review_id))
        # ruleid: py-xss-stored
        return Markup("<cite>" + author + "</cite>")


@app.route("/reviews/<int:review_id>/plain")
def review_plain(review_id):
    with Session(engine) as db:
        author = db.scalar(select(Review.author).where(Review.id == review_id))
        # ok: py-xss-stored
        return "<cite>%s</cite>" % escape(author)
