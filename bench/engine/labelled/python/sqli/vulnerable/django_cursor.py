from django.db import connection
from django.http import JsonResponse


def stats(request, table):
    with connection.cursor() as cursor:
        cursor.execute("SELECT count(*) FROM " + table)
        return JsonResponse({"count": cursor.fetchone()[0]})
