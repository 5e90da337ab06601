from django.contrib.auth.models import User
from django.http import JsonResponse


def member_search(request):
    q = request.GET.get("q", "")
    people = User.objects.filter(username__icontains=q).values("id", "username")
    return JsonResponse({"results": list(people)})
