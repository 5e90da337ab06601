from urllib.parse import quote, urlparse

from aiohttp import web

from django.http import HttpRequest, HttpResponseRedirect
from django.shortcuts import redirect as django_redirect
from flask import Flask, redirect, request, url_for

app = Flask(__name__)


@app.route("/login", methods=["POST"])
def login():
    target = request.args.get("next", "/")
    if target in ("/", "/account", "/orders"):
        # ok: py-open-redirect
        return redirect(target)
    # ok: py-open-redirect
    redirect(url_for("index"))
    pages = {"home": "/", "account": "/account"}
    # ok: py-open-redirect
    redirect(pages[request.form["page"]])
    # A constant local path prefix keeps the redirect on this site.
    # ok: py-open-redirect
    redirect("/search?q=" + quote(request.form["q"]))
    # ok: py-open-redirect
    redirect(f"/account/{request.form['tab']}")
    # "/" alone does not: "/" + "/evil.example" is "//evil.example", another host.
    # ruleid: py-open-redirect
    redirect("/" + request.form["path"])
    # A backslash after the slash is read as "//" by browsers.
    # ruleid: py-open-redirect
    redirect("/\\" + request.form["path"])
    # A full URL with a host the client picks.
    # ruleid: py-open-redirect
    redirect("https://" + request.form["host"] + "/welcome")
    # ruleid: py-open-redirect
    return redirect(target)


def logout(request: HttpRequest):
    back = request.GET["back"]
    # ruleid: py-open-redirect
    django_redirect(back)
    # ok: py-open-redirect
    django_redirect("/articles/" + back)
    # ruleid: py-open-redirect
    django_redirect(to="//" + back)
    # ruleid: py-open-redirect
    return HttpResponseRedirect(request.META["HTTP_REFERER"])


async def go(request):
    destination = request.query.get("to", "/")
    if destination.startswith("/"):
        # "//evil.example" starts with "/" and leaves the site: a prefix check is no allow-list.
        # ruleid: py-open-redirect
        raise web.HTTPFound(destination)
    # ok: py-open-redirect
    raise web.HTTPFound("/home")


routes = [web.get("/go", go)]



@app.route("/continue")
def continue_to():
    target = request.args.get("to", "/")
    if urlparse(target).netloc not in ("shop.example", "www.shop.example"):
        # ok: py-open-redirect
        return redirect("/")
    # The host was compared with an allow-list above.
    # ok: py-open-redirect
    return redirect(target)


@app.route("/back")
def back():
    target = request.args.get("to", "/")
    if urlparse(target).scheme == "https":
        # Checking the scheme pins no host.
        # ruleid: py-open-redirect
        return redirect(target)
    return redirect("/")


@app.route("/after-login")
def after_login():
    page = request.args.get("page", "index")
    # url_for builds a URL of one of this application's routes.
    # ok: py-open-redirect
    first = redirect(url_for(page))
    # A ternary allow-list: only the constants reach the redirect.
    # ok: py-open-redirect
    second = redirect(page if page in ("/", "/orders") else "/")
    # ruleid: py-open-redirect
    third = redirect(page if page.startswith("/") else "/")
    return first or second or third


@app.route("/resume")
def resume():
    target = request.args.get("to", "/")
    parts = urlparse(target)
    # The parsed URL kept in a local: no host and no backslash, so the target stays on this site.
    if parts.netloc or "\\" in target:
        return redirect("/")
    # ok: py-open-redirect
    return redirect(target)


@app.route("/resume-host-only")
def resume_host_only():
    target = request.args.get("to", "/")
    parts = urlparse(target)
    # An empty host alone: `/\evil.example` has none for Python's parser, browsers leave the site.
    if parts.netloc:
        return redirect("/")
    # ruleid: py-open-redirect
    return redirect(target)


@app.route("/resume-prefix-checks")
def resume_prefix_checks():
    target = request.args.get("to", "/")
    parts = urlparse(target)
    # No scheme, no host, a leading "/" and not "//" nor "/\": a page of this site.
    if parts.scheme or parts.netloc or not target.startswith("/") or target.startswith(("//", "/\\")):
        target = "/"
    # ok: py-open-redirect
    return redirect(target)


@app.route("/back-same-host")
def back_same_host():
    back = request.headers.get("Referer", "/")
    # Only a URL naming the host this request was sent to is kept: the redirect stays on the site.
    if urlparse(back).netloc != request.host:
        back = "/"
    # ok: py-open-redirect
    return redirect(back)


@app.route("/back-other-host")
def back_other_host():
    back = request.headers.get("Referer", "/")
    if urlparse(back).netloc == request.host:
        return redirect("/")
    # ruleid: py-open-redirect
    return redirect(back)


@app.route("/local-only")
def local_only():
    nxt = request.args.get("next", "/")
    # A leading "/", not "//", no backslash: a page of this site.
    if not nxt.startswith("/") or nxt.startswith("//") or "\\" in nxt:
        nxt = "/"
    # ok: py-open-redirect
    return redirect(nxt)


@app.route("/local-slashes-only")
def local_slashes_only():
    nxt = request.args.get("next", "/")
    # Without the backslash check `/\evil.example` passes, and browsers read it as `//evil.example`.
    if not nxt.startswith("/") or nxt.startswith("//"):
        nxt = "/"
    # ruleid: py-open-redirect
    return redirect(nxt)


@app.route("/local-leading-slash")
def local_leading_slash():
    nxt = request.args.get("next", "/")
    if nxt.startswith("/"):
        # ruleid: py-open-redirect
        return redirect(nxt)
    return redirect("/")
