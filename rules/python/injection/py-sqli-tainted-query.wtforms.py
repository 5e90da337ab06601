# WTForms / Flask-WTF: a form's fields are class attributes; on an instance made in a request,
# `form.<field>.data` is what the client submitted. Text fields carry it as it is; number fields,
# and choice fields that validate against their choices, do not.
import os
import sqlite3

from flask import Flask
from flask_wtf import FlaskForm
from flask_wtf.file import FileField
from wtforms import IntegerField, SelectField, StringField, TextAreaField

app = Flask(__name__)
db = sqlite3.connect("library.db")


class BookSearchForm(FlaskForm):
    title = StringField("Title")
    notes = TextAreaField("Notes")
    year = IntegerField("Year")
    shelf = SelectField("Shelf", choices=[("a", "A"), ("b", "B")])
    genre = SelectField("Genre", choices=[("sf", "SF")], validate_choice=False)
    cover = FileField("Cover")


def find_books(form):
    # ruleid: py-sqli-tainted-query
    return db.execute("SELECT * FROM books WHERE title = '%s'" % form.title.data).fetchall()


@app.route("/books", methods=["POST"])
def books():
    form = BookSearchForm()
    if not form.validate_on_submit():
        return "invalid", 400
    # ruleid: py-sqli-tainted-query
    db.execute(f"UPDATE books SET notes = '{form.notes.data}'")
    # ok: py-sqli-tainted-query
    db.execute(f"SELECT * FROM books WHERE year = {form.year.data}")
    # ok: py-sqli-tainted-query
    db.execute(f"SELECT * FROM books WHERE shelf = '{form.shelf.data}'")
    # ruleid: py-sqli-tainted-query
    db.execute(f"SELECT * FROM books WHERE genre = '{form.genre.data}'")
    # ruleid: py-sqli-tainted-query
    db.execute("SELECT * FROM books WHERE title = '" + form.data["title"] + "'")
    # ruleid: py-path-traversal
    form.cover.data.save(os.path.join("/srv/covers", form.cover.data.filename))
    find_books(form)
    return "ok"
