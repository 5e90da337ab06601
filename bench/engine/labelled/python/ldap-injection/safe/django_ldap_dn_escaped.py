import ldap
from ldap.dn import escape_dn_chars
from django.http import JsonResponse


def login(request):
    conn = ldap.initialize("ldap://127.0.0.1")
    conn.simple_bind_s("uid=%s,ou=people,dc=corp" % escape_dn_chars(request.POST["user"]), request.POST["password"])
    return JsonResponse({"ok": True})
