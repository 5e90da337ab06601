import random
from django.http import JsonResponse


def create_api_key(request):
    key = "".join("%x" % int(random.uniform(0, 16)) for _ in range(40))
    return JsonResponse({"api_key": key})
