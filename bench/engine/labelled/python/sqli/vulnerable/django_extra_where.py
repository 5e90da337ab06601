from django.contrib.auth.models import User
from django.http import JsonResponse


def member_search(request):
    q = request.GET.get("q", "")
    people = User.objects.extra(where=["username LIKE '%%" + q + "%%'"]).values("id", "username")
    return JsonResponse({"results": list(people)})
