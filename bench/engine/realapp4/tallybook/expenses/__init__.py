from flask import Blueprint

bp = Blueprint("expenses", __name__)

from . import views  # noqa: E402,F401
