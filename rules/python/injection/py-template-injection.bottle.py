from bottle import Bottle, request, template

app = Bottle()


@app.route("/banner")
def banner():
    # ruleid: py-template-injection
    return template(request.query.get("banner", "Welcome"), station=request.query.station)


@app.route("/welcome")
def welcome():
    # ok: py-template-injection
    return template("checkin", message=request.query.get("msg", ""))
