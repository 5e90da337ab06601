import os
import sqlite3
import subprocess

NOTES_DIR = "/srv/notes"


def note_path(name):
    return os.path.join(NOTES_DIR, name + ".md")


def read_note(name):
    with open(note_path(name)) as fh:  # expect: py-path-traversal
        return fh.read()


def find_notes(owner):
    con = sqlite3.connect("/srv/notes.db")
    cur = con.cursor()
    cur.execute("SELECT title FROM notes WHERE owner = '" + owner + "'")  # expect: py-sqli-tainted-query
    return cur.fetchall()


def find_notes_safely(owner):
    con = sqlite3.connect("/srv/notes.db")
    return con.execute("SELECT title FROM notes WHERE owner = ?", (owner,)).fetchall()


def export(fmt, name):
    return subprocess.run(["sh", "-c", f"pandoc -t {fmt} {note_path(name)}"], capture_output=True).stdout  # expect: py-command-injection


def export_fixed(name):
    return subprocess.run(["pandoc", "-t", "html", note_path(name)], capture_output=True).stdout
