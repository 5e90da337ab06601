import sqlite3

from flask import Flask, render_template, request
from markupsafe import Markup

from models import Note

app = Flask(__name__)


def get_db():
    return sqlite3.connect("notes.db")


@app.route("/notes", methods=["POST"])
def add_note():
    db = get_db()
    db.execute("INSERT INTO notes (title, body) VALUES (?, ?)", (request.form["title"], request.form["body"]))
    db.commit()
    return "saved"


@app.route("/notes/<int:note_id>")
def show_note(note_id):
    row = get_db().execute("SELECT title, body FROM notes WHERE id = ?", (note_id,)).fetchone()
    return render_template("note.html", note=row)  # expect: py-xss-stored


@app.route("/notes/<int:note_id>/card")
def note_card(note_id):
    cur = get_db().cursor()
    cur.execute("SELECT body FROM notes WHERE id = ?", (note_id,))
    row = cur.fetchone()
    raw = Markup("<div class='card'>%s</div>" % row[0])  # expect: py-xss-stored
    escaped = Markup("<div class='card'>{}</div>").format(row[0])
    return render_template("card.html", raw=raw, escaped=escaped)


@app.route("/orm/<int:note_id>")
def orm_note(note_id):
    note = Note.query.filter_by(id=note_id).first_or_404()
    return render_template("orm.html", note=note)  # expect: py-xss-stored
