import uuid
from django.http import FileResponse


def invoice_pdf(request):
    invoice = uuid.UUID(request.GET["id"])
    return FileResponse(open(f"/var/invoices/{invoice}.pdf", "rb"), content_type="application/pdf")
