import sqlite3

from flask import Flask, make_response
from markupsafe import Markup, escape

from models import Comment

app = Flask(__name__)


@app.route("/comments/<int:post_id>")
def comments(post_id):
    conn = sqlite3.connect("blog.db")
    rows = conn.execute("SELECT author, body FROM comments WHERE post_id = ?", (post_id,)).fetchall()
    items = "".join("<li>%s</li>" % row[1] for row in rows)
    # ruleid: py-xss-stored
    return make_response("<ul>" + items + "</ul>")


@app.route("/comments/<int:post_id>/escaped")
def comments_escaped(post_id):
    conn = sqlite3.connect("blog.db")
    rows = conn.execute("SELECT author, body FROM comments WHERE post_id = ?", (post_id,)).fetchall()
    items = "".join("<li>%s</li>" % escape(row[1]) for row in rows)
    # ok: py-xss-stored
    return make_response("<ul>" + items + "</ul>")


@app.route("/comment/<int:comment_id>")
def comment(comment_id):
    found = Comment.query.filter_by(id=comment_id).first_or_404()
    # ruleid: py-xss-stored
    banner = Markup("<p class='comment'>%s</p>" % found.body)
    # ok: py-xss-stored
    quoted = Markup("<p class='comment'>{}</p>").format(found.body)
    return str(banner) + str(quoted)


@app.route("/comment/<int:comment_id>/raw")
def comment_cursor(comment_id):
    cur = sqlite3.connect("blog.db").cursor()
    cur.execute("SELECT body FROM comments WHERE id = ?", (comment_id,))
    row = cur.fetchone()
    # ruleid: py-xss-stored
    return Markup(row[0])
