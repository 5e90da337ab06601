"""Ledgerline: invoicing, expenses and payroll for small businesses.

One package, no application factory: the app object is created here, the
function views are wired up in urls.py and the bigger areas are blueprints.
"""
from flask import Flask

app = Flask(__name__)
app.config.from_object("ledgerline.config.Config")
app.config.from_envvar("LEDGERLINE_SETTINGS", silent=True)

from ledgerline import db  # noqa: E402

db.init_app(app)

from ledgerline import urls  # noqa: E402,F401  (registers the function views on app)
from ledgerline import commands  # noqa: E402,F401
from ledgerline.views.invoices import bp as invoices_bp  # noqa: E402
from ledgerline.views.customers import bp as customers_bp  # noqa: E402
from ledgerline.views.payroll import bp as payroll_bp  # noqa: E402
from ledgerline.views.api import bp as api_bp  # noqa: E402
from ledgerline.views.documents import bp as documents_bp  # noqa: E402

app.register_blueprint(invoices_bp, url_prefix="/invoices")
app.register_blueprint(customers_bp, url_prefix="/customers")
app.register_blueprint(payroll_bp, url_prefix="/payroll")
app.register_blueprint(api_bp, url_prefix="/api/v1")
app.register_blueprint(documents_bp, url_prefix="/documents")
