import ldap
from flask import Flask, request

app = Flask(__name__)


@app.route("/directory")
def directory():
    conn = ldap.initialize("ldap://127.0.0.1")
    uid = request.args.get("uid")
    results = conn.search_s("ou=people,dc=corp", ldap.SCOPE_SUBTREE, "(uid=" + uid + ")")
    return {"count": len(results)}
