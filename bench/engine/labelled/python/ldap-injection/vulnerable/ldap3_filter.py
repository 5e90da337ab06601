from ldap3 import Connection, Server
from flask import Flask, request

app = Flask(__name__)


@app.post("/group")
def group():
    conn = Connection(Server("ldap://127.0.0.1"), auto_bind=True)
    conn.search("dc=corp", f"(&(objectClass=group)(cn={request.form['group']}))")
    return {"entries": len(conn.entries)}
