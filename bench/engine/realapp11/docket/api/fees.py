import ast

from flask import request
from flask_login import login_required
from flask_restful import Resource

from ..utils import formulas
from .parsers import fee_args


class FeeEstimateResource(Resource):
    method_decorators = [login_required]

    def post(self):
        args = fee_args.parse_args()
        if request.args.get("strict"):
            tree = ast.parse(args["formula"], mode="eval")
            total = formulas.evaluate_arithmetic(tree, {"hours": args["hours"], "rate": args["rate"]})
        else:
            total = formulas.evaluate_fee(args["formula"], args["hours"], args["rate"])
        return {"total": round(total, 2)}


class RateTableResource(Resource):
    method_decorators = [login_required]

    def put(self):
        table = formulas.parse_rate_table(request.get_data(as_text=True))
        return {"roles": sorted(table)}
