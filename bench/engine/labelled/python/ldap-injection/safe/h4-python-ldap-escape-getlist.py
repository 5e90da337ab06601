from flask import Flask, request
from ldap3 import Connection, Server
from ldap.filter import escape_filter_chars

app = Flask(__name__)


def group_filter(groups):
    clauses = "".join(f"(memberOf=cn={escape_filter_chars(g)},ou=groups,dc=corp,dc=local)" for g in groups)
    return "(|" + clauses + ")"


@app.route("/groups/members")
def members():
    conn = Connection(Server("ldap://127.0.0.1"), auto_bind=True)
    conn.search("dc=corp,dc=local", group_filter(request.args.getlist("group")), attributes=["uid"])
    return {"uids": [str(e.uid) for e in conn.entries]}
