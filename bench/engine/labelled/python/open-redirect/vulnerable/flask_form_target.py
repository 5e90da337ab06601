from flask import Flask, request, redirect

app = Flask(__name__)


@app.post("/logout")
def logout():
    target = request.form.get("return_to") or "/"
    return redirect(target, code=303)
