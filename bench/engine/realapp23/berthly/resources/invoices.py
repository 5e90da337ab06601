import os

from flask import current_app, g, request, send_file
from flask_restful import Resource

from ..auth import staff_token_required, token_required
from ..models import Booking, Invoice
from ..schemas import InvoiceRenderSchema
from ..tasks.exports import render_invoice_pdf


class InvoiceResource(Resource):
    method_decorators = [token_required]

    def get(self, invoice_id):
        invoice = Invoice.query.join(Booking).filter(
            Invoice.id == invoice_id, Booking.member_id == g.member.id
        ).first_or_404()
        if request.args.get("format") == "pdf":
            copy = request.args.get("copy", invoice.pdf_name)
            return send_file(os.path.join(current_app.config["INVOICE_DIR"], copy), mimetype="application/pdf")
        return {"number": invoice.number, "total": float(invoice.total)}


class InvoiceRenderResource(Resource):
    method_decorators = [staff_token_required]

    def post(self, invoice_id):
        options = InvoiceRenderSchema().load(request.get_json() or {})
        task = render_invoice_pdf.apply_async(args=[invoice_id, options["paper"], options["footer"]])
        return {"task": task.id}, 202
