import subprocess
from django.http import HttpResponse


def lookup(request):
    domain = request.POST.get("domain", "")
    return HttpResponse(subprocess.getoutput("nslookup %s" % domain), content_type="text/plain")
