from bottle import Bottle, request, response

app = Bottle()


@app.post("/checkin")
def checkin():
    card = request.forms.get("card", "")
    # ruleid: py-cookie-missing-httponly
    response.set_cookie("kiosk_household", card, path="/")
    # ok: py-cookie-missing-httponly
    response.set_cookie("kiosk_card", card, path="/", httponly=True, secure=True, samesite="strict")
    return "ok"
