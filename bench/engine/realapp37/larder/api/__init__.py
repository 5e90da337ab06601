from flask import Blueprint
from flask_restx import Api

from .audit import ns as audit_ns
from .donors import ns as donors_ns
from .inventory import ns as inventory_ns
from .pickups import ns as pickups_ns
from .reports import ns as reports_ns
from .shifts import ns as shifts_ns

api_bp = Blueprint("api", __name__)

api = Api(
    api_bp,
    title="Larder API",
    version="1.0",
    description="Harbor Street Food Bank back office",
    doc="/docs",
)

api.add_namespace(donors_ns, path="/donors")
api.add_namespace(pickups_ns, path="/pickups")
api.add_namespace(inventory_ns, path="/inventory")
api.add_namespace(shifts_ns, path="/shifts")
api.add_namespace(audit_ns, path="/audit")
api.add_namespace(reports_ns, path="/reports")
