import ast
import datetime

from flask import request
from flask_restx import Namespace, Resource

from ..auth import role_required
from ..extensions import db
from ..services import donor_service, inventory_service

ns = Namespace("reports", description="Board and county reports")

GROUPINGS = {
    "city": "d.city",
    "kind": "d.kind",
    "month": "date_trunc('month', p.scheduled_for)",
}


@ns.route("/donations")
class Donations(Resource):
    @role_required("coordinator", "admin")
    def get(self):
        column = GROUPINGS.get(request.args.get("group", "city"), "d.city")
        cursor = db.execute_sql(
            f"SELECT {column} AS bucket, sum(p.weight_kg) FROM pickup p JOIN donor d ON d.id = p.donor_id "
            "GROUP BY bucket ORDER BY 2 DESC"
        )
        return [[str(b), float(t or 0)] for b, t in cursor.fetchall()]


@ns.route("/donations/custom")
class DonationsCustom(Resource):
    @role_required("admin")
    def get(self):
        column = request.args.get("group", "d.city")
        cursor = db.execute_sql(
            "SELECT " + column + " AS bucket, sum(p.weight_kg) FROM pickup p JOIN donor d ON d.id = p.donor_id "
            "GROUP BY bucket ORDER BY 2 DESC"
        )
        return [[str(b), float(t or 0)] for b, t in cursor.fetchall()]


@ns.route("/top-donors")
class TopDonors(Resource):
    @role_required("coordinator", "admin")
    def get(self):
        since = datetime.date.today() - datetime.timedelta(days=request.args.get("days", 90, type=int))
        return [{"name": d.name, "total": float(d.total or 0)} for d in donor_service.top_donors(since)]


@ns.route("/meals")
class MealEstimate(Resource):
    @role_required("coordinator", "admin")
    def get(self):
        formula = request.args.get("formula", "kg * 2.4")
        kg = sum(inventory_service.count_by_category().values())
        return {"meals": eval(formula, {"__builtins__": {}}, {"kg": kg})}


@ns.route("/meals/weights")
class MealWeights(Resource):
    @role_required("coordinator", "admin")
    def post(self):
        weights = ast.literal_eval(request.get_data(as_text=True))
        return {"meals": sum(float(w) * 2.4 for w in weights)}
