from flask import Flask, redirect, request, session, url_for

app = Flask(__name__)
app.secret_key = "change-me"


@app.post("/onboarding/finish")
def finish_onboarding():
    session["display_name"] = request.form.get("display_name", "")
    session["role"] = request.form.get("role", "member")
    return redirect(url_for("home"))
