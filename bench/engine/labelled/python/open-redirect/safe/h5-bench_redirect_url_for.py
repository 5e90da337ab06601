from flask import Flask, request, redirect, url_for

app = Flask(__name__)

PAGES = {"home": "index", "profile": "profile", "settings": "settings"}


@app.route("/bench/redirect-06")
def bench_redirect_06():
    page = PAGES.get(request.values.get("return_to", "home"), "index")
    return redirect(url_for(page))
