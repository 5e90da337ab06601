from django.shortcuts import redirect


def go(request):
    return redirect(request.GET["url"])
