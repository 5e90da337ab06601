from django.http import HttpResponse
from django.utils.html import escape


def greet(request):
    return HttpResponse("<p>Welcome back, %s</p>" % escape(request.GET.get("user", "")))
