import random

from flask import Blueprint, render_template

shop = Blueprint("shop", __name__)

PRODUCTS = ["lamp", "chair", "desk", "shelf", "rug", "mirror"]


@shop.route("/")
def home():
    featured = random.sample(PRODUCTS, 3)
    banner = random.choice(["spring", "summer", "autumn"])
    return render_template("home.html", featured=featured, banner=banner)
