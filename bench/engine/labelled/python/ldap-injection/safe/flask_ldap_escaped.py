import ldap
from ldap.filter import escape_filter_chars
from flask import Flask, request

app = Flask(__name__)


@app.route("/directory")
def directory():
    conn = ldap.initialize("ldap://127.0.0.1")
    uid = escape_filter_chars(request.args.get("uid", ""))
    results = conn.search_s("ou=people,dc=corp", ldap.SCOPE_SUBTREE, "(uid=" + uid + ")")
    return {"count": len(results)}
