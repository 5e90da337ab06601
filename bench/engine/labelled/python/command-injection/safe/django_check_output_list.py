import subprocess
from django.http import HttpResponse


def lookup(request):
    domain = request.POST.get("domain", "")
    out = subprocess.check_output(["nslookup", "--", domain], text=True)
    return HttpResponse(out, content_type="text/plain")
