import os
import subprocess

from bottle import Bottle, TEMPLATE_PATH, redirect, request, response, static_file, template

from .store import find_household, log_visit, visits_for

KIOSK_ROOT = os.path.dirname(os.path.abspath(__file__))
TEMPLATE_PATH.insert(0, os.path.join(KIOSK_ROOT, "views"))
FORMS_DIR = "/srv/larder/kiosk-forms"
KNOWN_SCREENS = {"welcome": "/", "checkin": "/checkin", "done": "/done"}

app = Bottle()


@app.route("/")
def welcome():
    return template("checkin", household=None, message=request.query.get("msg", ""))


@app.route("/checkin", method="POST")
def checkin():
    card = request.forms.get("card", "")
    household = find_household(card)
    if household is None:
        return template("checkin", household=None, message="Card not recognised")
    log_visit(household["id"], request.forms.get("note", ""))
    response.set_cookie("kiosk_household", str(household["id"]), path="/")
    return template("checkin", household=household, message="")


@app.route("/hello")
def hello():
    name = request.query.name
    return "<h2>Welcome, " + name + "!</h2>"


@app.route("/hello/plain")
def hello_plain():
    response.content_type = "text/plain; charset=utf-8"
    return "Welcome, " + request.query.name + "!"


@app.route("/banner")
def banner():
    return template(request.query.get("banner", "Welcome to Harbor Street"), station=request.query.station)


@app.route("/visits/<household_id:int>")
def visits(household_id):
    return template("visits", visits=visits_for(household_id), household_id=household_id)


@app.route("/forms/<filename>")
def form(filename):
    return static_file(filename, root=FORMS_DIR, mimetype="application/pdf")


@app.route("/forms/raw")
def form_raw():
    path = os.path.join(FORMS_DIR, request.query.name)
    with open(path, "rb") as fh:
        response.content_type = "application/pdf"
        return fh.read()


@app.route("/back")
def back():
    redirect(request.query.get("to", "/"))


@app.route("/go/<screen>")
def go(screen):
    redirect(KNOWN_SCREENS.get(screen, "/"))


@app.route("/print-ticket", method="POST")
def print_ticket():
    household = request.forms.get("household", "")
    os.system("lp -d kiosk-ticket -t 'Household " + household + "' /srv/larder/ticket.txt")
    return {"printed": True}


@app.route("/print-ticket-safe", method="POST")
def print_ticket_checked():
    household = request.forms.get("household", "")
    subprocess.run(["lp", "-d", "kiosk-ticket", "-t", f"Household {household}", "/srv/larder/ticket.txt"], check=True)
    return {"printed": True}
