from flask import Flask, request, redirect

app = Flask(__name__)


def target_from(values):
    return values.get("return_to", "/")


@app.route("/bench/redirect-05")
def bench_redirect_05():
    dest = target_from(request.values)
    return redirect(dest, code=302)
