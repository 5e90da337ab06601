import re
import ldap
import ldap.filter
from flask import Flask, request
from ldap.dn import escape_dn_chars
from ldap.filter import escape_filter_chars
from ldap3 import Connection

app = Flask(__name__)
BASE = "ou=people,dc=example,dc=org"


@app.route("/people")
def people():
    user = request.args["user"]
    conn = ldap.initialize("ldap://directory.example.org")
    # ruleid: py-ldap-injection
    found = conn.search_s(BASE, ldap.SCOPE_SUBTREE, "(uid=" + user + ")")
    # ok: py-ldap-injection
    safe = conn.search_s(BASE, ldap.SCOPE_SUBTREE, "(uid=%s)" % escape_filter_chars(user))
    # filter_format escapes each value it puts into a constant template; a template from input is not escaped.
    # ok: py-ldap-injection
    conn.search_s(BASE, ldap.SCOPE_SUBTREE, ldap.filter.filter_format("(uid=%s)", [user]))
    # ruleid: py-ldap-injection
    conn.search_s(BASE, ldap.SCOPE_SUBTREE, ldap.filter.filter_format("(" + user + "=%s)", ["x"]))
    # Input only in the (escaped) base DN; the filter is constant.
    # ok: py-ldap-injection
    scoped = conn.search_s("uid=" + escape_dn_chars(user) + "," + BASE, ldap.SCOPE_BASE, "(objectClass=*)")
    modern = Connection("ldap://directory.example.org", auto_bind=True)
    # ruleid: py-ldap-injection
    modern.search(BASE, f"(&(objectClass=person)(mail={request.args['mail']}))")
    # ok: py-ldap-injection
    modern.search(BASE, "(objectClass=person)", attributes=[request.args["attr"]])
    # The password is only compared by the server; the DN picks the entry.
    # ruleid: py-ldap-injection
    conn.simple_bind_s("uid=%s,%s" % (user, BASE), request.args["password"])
    # ok: py-ldap-injection
    conn.simple_bind_s("uid=%s,%s" % (escape_dn_chars(user), BASE), request.args["password"])
    # ruleid: py-ldap-injection
    Connection("ldap://directory.example.org", user="uid=" + user + "," + BASE, password="x")
    # ok: py-ldap-injection
    Connection("ldap://directory.example.org", user="cn=reader," + BASE, password=request.args["password"])
    # ruleid: py-ldap-injection
    conn.search_s("ou=" + request.args["unit"] + "," + BASE, ldap.SCOPE_SUBTREE, "(objectClass=*)")
    return str((found, safe, scoped))


@app.route("/groups")
def groups():
    user = request.headers.get("X-Remote-User", "")
    modern = Connection("ldap://directory.example.org", auto_bind=True)
    # Validated against user-name characters (word characters, `.` and `-`): no filter syntax left.
    if re.fullmatch(r"[a-z0-9_.-]{1,32}", user):
        # ok: py-ldap-injection
        modern.search(BASE, f"(member=uid={user},{BASE})")
    # With re.M, `$` also matches at a line break: the text after it is unchecked.
    if re.match(r"^[a-z0-9_.-]+$", user, re.M):
        # ruleid: py-ldap-injection
        modern.search(BASE, f"(member=uid={user},{BASE})")
    # `*` and `(` pass this class.
    if re.fullmatch(r"[a-z0-9_.*()-]+", user):
        # ruleid: py-ldap-injection
        modern.search(BASE, f"(member=uid={user},{BASE})")
    return "ok"
