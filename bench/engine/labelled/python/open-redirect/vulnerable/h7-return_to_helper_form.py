from flask import Blueprint, redirect, request

checkout = Blueprint("checkout", __name__)


def destination(default="/orders"):
    return request.form.get("return_to") or default


@checkout.post("/checkout/complete")
def complete():
    order_id = request.form.get("order_id", "")
    url = destination()
    return redirect(url + "?order=" + order_id)
