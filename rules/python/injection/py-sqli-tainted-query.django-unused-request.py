# Django function views registered in a urls.py outside the scan, judged by use: a view may never
# touch its request and only read its URL captures (the parameters after the request).
from django.db import connection
from django.http import HttpResponse, JsonResponse


def table_size(request, table):
    with connection.cursor() as cursor:
        # ruleid: py-sqli-tainted-query
        cursor.execute("SELECT count(*) FROM " + table)
        return JsonResponse({"count": cursor.fetchone()[0]})


def table_size_checked(request, table):
    if table not in ("orders", "customers"):
        return HttpResponse(status=404)
    with connection.cursor() as cursor:
        # ok: py-sqli-tainted-query
        cursor.execute("SELECT count(*) FROM " + table)
        return JsonResponse({"count": cursor.fetchone()[0]})


# A helper that builds a response from its own arguments: its first parameter is used, so it is
# not a view, and its other parameters are not URL captures.
def error_response(message, table):
    with connection.cursor() as cursor:
        # ok: py-sqli-tainted-query
        cursor.execute("INSERT INTO errors (source, message) VALUES ('" + table + "', %s)", [message])
    return JsonResponse({"error": message}, status=400)


# Called by another function of the module: a helper, not a view, even with an unused first argument.
def audit_response(unused, table):
    with connection.cursor() as cursor:
        # ok: py-sqli-tainted-query
        cursor.execute("INSERT INTO audit (tbl) VALUES ('" + table + "')")
    return JsonResponse({"ok": True})


def health(request):
    return audit_response(None, "health")
