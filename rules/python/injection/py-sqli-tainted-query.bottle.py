import sqlite3

from bottle import Bottle, request

app = Bottle()
db = sqlite3.connect("kiosk.db")


@app.route("/households/<household_id:int>/visits")
def visits(household_id):
    # ok: py-sqli-tainted-query
    return str(db.execute("SELECT * FROM visit WHERE household_id = %s" % household_id).fetchall())


@app.route("/households/<card>")
def household(card):
    # ruleid: py-sqli-tainted-query
    return str(db.execute("SELECT * FROM household WHERE card = '%s'" % card).fetchall())


@app.route("/search")
def search():
    # ruleid: py-sqli-tainted-query
    return str(db.execute("SELECT * FROM household WHERE family_name = '" + request.query.name + "'").fetchall())
