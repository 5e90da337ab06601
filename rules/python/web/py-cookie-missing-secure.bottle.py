from bottle import Bottle, request, response

app = Bottle()


@app.post("/checkin")
def checkin():
    card = request.forms.get("card", "")
    # ruleid: py-cookie-missing-secure
    response.set_cookie("kiosk_household", card, path="/", httponly=True)
    # ok: py-cookie-missing-secure
    response.set_cookie("kiosk_card", card, path="/", httponly=True, secure=True)
    return "ok"
