from flask import Flask, request, redirect, url_for

app = Flask(__name__)


@app.post("/logout")
def logout():
    page = request.form.get("page", "index")
    return redirect(url_for("index") if page == "index" else url_for("account"))
