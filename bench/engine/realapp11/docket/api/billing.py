from flask_login import current_user, login_required
from flask_restful import Resource

from ..repositories.billing_repo import BillingRepository
from .parsers import invoice_query


class BillingResource(Resource):
    method_decorators = [login_required]


class ClientInvoicesResource(BillingResource):
    def get(self, client_ref):
        rows = BillingRepository().invoices_for_client(current_user.firm_id, client_ref)
        return [{"id": r[0], "amount_cents": r[1], "issued_on": r[2].isoformat()} for r in rows]


class MatterInvoicesResource(BillingResource):
    def get(self):
        args = invoice_query.parse_args()
        rows = BillingRepository().invoices_by_matter(current_user.firm_id, args["matter"])
        return {"page": args["page"], "items": [{"id": r[0], "amount_cents": r[1]} for r in rows]}
