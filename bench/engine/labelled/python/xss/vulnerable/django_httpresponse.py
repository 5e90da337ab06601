from django.http import HttpResponse


def greet(request):
    return HttpResponse("<p>Welcome back, %s</p>" % request.GET.get("user", ""))
