import sqlite3
from dataclasses import dataclass

from flask import Flask, request

app = Flask(__name__)


@dataclass
class BookFilter:
    author: str
    year: str

    @classmethod
    def from_form(cls, form):
        return cls(author=form.get("author", ""), year=form.get("year", ""))

    def where(self):
        return "author = '%s' AND year = %s" % (self.author, self.year)


class BookRepository:
    def __init__(self, path):
        self.conn = sqlite3.connect(path)

    def search(self, flt):
        return self.conn.execute("SELECT title FROM books WHERE " + flt.where()).fetchall()


repo = BookRepository("/srv/library.db")


@app.route("/books/search", methods=["POST"])
def search_books():
    flt = BookFilter.from_form(request.form)
    return {"titles": [row[0] for row in repo.search(flt)]}
