import hashlib

from django.core.cache import cache
from django.http import JsonResponse


def cache_key(path, params):
    digest = hashlib.md5(f"{path}?{params}".encode(), usedforsecurity=False).hexdigest()
    return "page:" + digest


def catalogue(request):
    key = cache_key(request.path, request.GET.urlencode())
    data = cache.get(key)
    if data is None:
        data = {"items": []}
        cache.set(key, data, 60)
    return JsonResponse(data)
