from bottle import Bottle, redirect, request

app = Bottle()
SCREENS = {"welcome": "/", "checkin": "/checkin"}


@app.route("/back")
def back():
    # ruleid: py-open-redirect
    redirect(request.query.get("to", "/"))


@app.route("/go/<screen>")
def go(screen):
    # ok: py-open-redirect
    redirect(SCREENS.get(screen, "/"))


@app.route("/search")
def search():
    # ok: py-open-redirect
    redirect("/results?q=" + request.query.q)
