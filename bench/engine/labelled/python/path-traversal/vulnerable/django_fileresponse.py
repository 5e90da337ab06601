from django.http import FileResponse


def invoice_pdf(request):
    name = request.GET["name"]
    return FileResponse(open(f"/var/invoices/{name}", "rb"), content_type="application/pdf")
