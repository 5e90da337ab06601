from flask import Flask, request
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)


@app.route("/people")
def people():
    uid = request.args.get("uid", "")
    conn = Connection(Server("ldap://127.0.0.1"), auto_bind=True)
    query = "(&(objectClass=person)(uid={}))".format(escape_filter_chars(uid))
    conn.search("ou=users,dc=example,dc=org", query, attributes=["cn"])
    return {"count": len(conn.entries)}
