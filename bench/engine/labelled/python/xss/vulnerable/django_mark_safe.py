from django.shortcuts import render
from django.utils.safestring import mark_safe


def profile(request):
    signature = mark_safe(request.POST["signature"])
    return render(request, "profile.html", {"signature": signature})
