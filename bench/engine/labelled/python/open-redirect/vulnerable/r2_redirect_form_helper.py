from flask import Flask, request, redirect

app = Flask(__name__)


def after_logout_url(form):
    return form.get("return_to", "/")


@app.post("/logout")
def logout():
    return redirect(after_logout_url(request.form), code=302)
