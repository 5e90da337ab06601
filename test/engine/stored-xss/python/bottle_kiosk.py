import sqlite3

from bottle import Bottle, request, template

kiosk = Bottle()


def visits_for(household_id):
    conn = sqlite3.connect("kiosk.db")
    return conn.execute("SELECT at, note FROM visit WHERE household_id = ?", (household_id,)).fetchall()


@kiosk.post("/visits")
def log_visit():
    conn = sqlite3.connect("kiosk.db")
    conn.execute("INSERT INTO visit (household_id, note) VALUES (?, ?)", (request.forms.get("household"), request.forms.get("note")))
    return "saved"


@kiosk.route("/visits/<household_id:int>")
def visits(household_id):
    return template("visits", visits=visits_for(household_id), household_id=household_id)  # expect: py-xss-stored


@kiosk.route("/visits/<household_id:int>/escaped")
def visits_escaped(household_id):
    return template("visits_escaped", visits=visits_for(household_id))
