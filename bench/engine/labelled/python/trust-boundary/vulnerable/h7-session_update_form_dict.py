from flask import Flask, redirect, request, session, url_for

app = Flask(__name__)
app.secret_key = "dev-secret"


@app.post("/settings")
def save_settings():
    values = request.form.to_dict()
    session.update(values)
    return redirect(url_for("settings_page"))


@app.get("/settings")
def settings_page():
    return dict(session)
