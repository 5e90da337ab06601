import hashlib

from django.http import JsonResponse

from .models import Member


def hash_password(raw):
    return hashlib.md5(raw.encode("utf-8")).hexdigest()


def register(request):
    member = Member(username=request.POST["username"], password=hash_password(request.POST["password"]))
    member.save()
    return JsonResponse({"id": member.pk})
