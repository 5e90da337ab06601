# Django function views whose urls.py is not part of the scan: recognised by how they read the request.
import subprocess

import httpx
from django.db import connection
from django.http import FileResponse, HttpResponse, HttpResponseRedirect, JsonResponse
from django.shortcuts import redirect
from django.template import Context, Template
from django.utils.safestring import mark_safe

from shop.models import Product


def search(request):
    q = request.GET.get("q")
    with connection.cursor() as cursor:
        cursor.execute("SELECT * FROM p WHERE name = '%s'" % q)  # expect: py-sqli-tainted-query
        cursor.execute("SELECT * FROM p WHERE name = %s", [q])
    return HttpResponse("ok")


def raw(request):
    name = request.GET["name"]
    items = Product.objects.raw("SELECT * FROM shop_product WHERE name = '" + name + "'")  # expect: py-sqli-tainted-query
    return JsonResponse({"n": len(list(items))})


def hello(request):
    name = request.GET.get("name", "")
    return HttpResponse("<h1>Hello " + name + "</h1>")  # expect: py-xss-tainted-html


def bio(request):
    return HttpResponse(mark_safe("<b>%s</b>" % request.POST.get("bio")))  # expect: py-xss-tainted-html


def go(request):
    return redirect(request.GET.get("next"))  # expect: py-open-redirect


def go_permanent(request):
    return HttpResponseRedirect(request.GET["url"])  # expect: py-open-redirect


def download(request):
    return FileResponse(open("/srv/files/" + request.GET["f"], "rb"))  # expect: py-path-traversal


def fetch(request):
    r = httpx.get(request.GET["u"])  # expect: py-ssrf-tainted-url
    return HttpResponse(r.text, content_type="text/plain")


def listing(request):
    out = subprocess.getoutput("ls " + request.GET["d"])  # expect: py-command-injection
    return HttpResponse(out, content_type="text/plain")


def greeting(request):
    t = Template("Hi " + request.GET["n"])  # expect: py-template-injection
    return HttpResponse(t.render(Context({})))


def remember(request):
    request.session["user"] = request.GET["u"]  # expect: py-trust-boundary-session
    request.session.update(request.POST)  # expect: py-trust-boundary-session
    request.session["visits"] = 1
    return HttpResponse("ok", content_type="text/plain")


def calc(request):
    return JsonResponse({"v": eval(request.COOKIES.get("expr"))})  # expect: py-code-injection


def api_body(request):
    if request.method == "POST":
        return HttpResponse(request.body, content_type="application/json")
    return HttpResponse("")


def recent(request):
    order = request.GET.get("order", "name")
    rows = Product.objects.filter(name__startswith="a").extra(where=["price > " + order])  # expect: py-sqli-tainted-query
    safe = Product.objects.filter(name=order).order_by("name")
    return JsonResponse({"n": rows.count() + safe.count()})


def book(request, slug, page: int):
    fmt = request.GET.get("format", "html")
    with connection.cursor() as cursor:
        cursor.execute("SELECT * FROM books WHERE slug = '%s'" % slug)  # expect: py-sqli-tainted-query
        cursor.execute("SELECT * FROM books LIMIT 10 OFFSET %d" % page)
    return JsonResponse({"format": fmt})


def next_page(request):
    from django.utils.http import url_has_allowed_host_and_scheme

    target = request.GET.get("next", "/")
    if url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()}):
        return redirect(target)
    return redirect("/")


def sign_in(request):
    product = Product.objects.get(name=request.POST["name"])
    request.session["product"] = product.name
    request.session["wanted"] = request.POST["name"]  # expect: py-trust-boundary-session
    return HttpResponse("ok", content_type="text/plain")
