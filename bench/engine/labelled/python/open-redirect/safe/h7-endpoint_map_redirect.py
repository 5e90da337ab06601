from flask import Flask, redirect, request, url_for

app = Flask(__name__)

DESTINATIONS = {
    "orders": "orders_page",
    "profile": "profile_page",
    "billing": "billing_page",
}


@app.get("/after-save")
def after_save():
    key = request.args.get("then", "orders")
    endpoint = DESTINATIONS.get(key, "orders_page")
    return redirect(url_for(endpoint))


@app.get("/orders")
def orders_page():
    return "orders"


@app.get("/profile")
def profile_page():
    return "profile"


@app.get("/billing")
def billing_page():
    return "billing"
