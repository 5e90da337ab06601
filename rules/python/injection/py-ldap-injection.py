import ldap
from flask import Flask, request
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
    # The base DN is not the filter: only the filter argument is the sink.
    # ok: py-ldap-injection
    scoped = conn.search_s("ou=" + escape_filter_chars(user) + "," + BASE, ldap.SCOPE_BASE, "(objectClass=*)")
    modern = Connection("ldap://directory.example.org", auto_bind=True)
    # ruleid: py-ldap-injection
    modern.search(BASE, f"(&(objectClass=person)(mail={request.args['mail']}))")
    # ok: py-ldap-injection
    modern.search(BASE, "(objectClass=person)", attributes=[request.args["attr"]])
    return str((found, safe, scoped))
