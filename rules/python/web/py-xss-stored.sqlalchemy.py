from flask import Flask
from markupsafe import Markup, escape
from sqlalchemy import create_engine, select, text
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


@app.route("/reviews/<int:review_id>/core")
def review_core(review_id):
    # SQLAlchemy Core: the Result of a statement run on a connection holds the stored rows.
    with engine.connect() as conn:
        row = conn.execute(text("SELECT body FROM reviews WHERE id = :id"), {"id": review_id}).first()
    # ruleid: py-xss-stored
    return Markup(f"<blockquote>{row.body}</blockquote>")


@app.route("/reviews/<int:review_id>/core/escaped")
def review_core_escaped(review_id):
    with engine.connect() as conn:
        row = conn.execute(text("SELECT body FROM reviews WHERE id = :id"), {"id": review_id}).first()
    # ok: py-xss-stored
    return Markup("<blockquote>{}</blockquote>").format(row.body)


@app.route("/reviews/latest")
def latest_reviews():
    with Session(engine) as db:
        rows = db.execute(text("SELECT author FROM reviews ORDER BY id DESC LIMIT 5")).fetchall()
    # ruleid: py-xss-stored
    return Markup("<ul>" + "".join("<li>%s</li>" % r.author for r in rows) + "</ul>")
