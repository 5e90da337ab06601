from urllib.parse import urlparse

import requests
from django.conf import settings
from django.http import JsonResponse

ALLOWED_HOSTS = {"feeds.partner.example", "listings.council.example"}


def listing(request):
    url = request.GET["url"]
    # A host kept in a local with a default for "no host" is still the parsed host.
    host = urlparse(url).hostname or ""
    if host not in ALLOWED_HOSTS:
        return JsonResponse({"error": "host not allowed"}, status=400)
    # ok: py-ssrf-tainted-url
    return JsonResponse(requests.get(url, timeout=5).json())


def configured(request):
    url = request.GET["url"]
    host = urlparse(url).hostname or ""
    # A list in the project's settings is chosen by the server.
    if host not in settings.PARTNER_FEED_HOSTS:
        return JsonResponse({"error": "host not allowed"}, status=400)
    # ok: py-ssrf-tainted-url
    return JsonResponse(requests.get(url, timeout=5).json())


def by_path(request):
    url = request.GET["url"]
    # The path says nothing about which host is fetched.
    where = urlparse(url).path or "/"
    if where not in {"/feed", "/listing"}:
        return JsonResponse({"error": "unknown feed"}, status=400)
    # ruleid: py-ssrf-tainted-url
    return JsonResponse(requests.get(url, timeout=5).json())


def chosen_list(request):
    url = request.GET["url"]
    host = urlparse(url).hostname or ""
    # The caller names the allowed hosts too.
    if host not in request.GET.getlist("allow"):
        return JsonResponse({"error": "host not allowed"}, status=400)
    # ruleid: py-ssrf-tainted-url
    return JsonResponse(requests.get(url, timeout=5).json())
