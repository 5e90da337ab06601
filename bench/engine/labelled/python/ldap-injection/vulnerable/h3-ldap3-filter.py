from flask import Flask, request
from ldap3 import Connection, Server

app = Flask(__name__)


@app.route("/people")
def people():
    uid = request.args.get("uid", "")
    conn = Connection(Server("ldap://127.0.0.1"), auto_bind=True)
    query = "(&(objectClass=person)(uid={}))".format(uid)
    conn.search("ou=users,dc=example,dc=org", query, attributes=["cn"])
    return {"count": len(conn.entries)}
