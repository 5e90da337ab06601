from flask import Flask, jsonify, request
from ldap3 import Connection, Server, SUBTREE
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)
server = Server("ldap://directory.local")


@app.post("/directory/lookup")
def lookup():
    uid = escape_filter_chars(request.form.get("uid", ""))
    conn = Connection(server, auto_bind=True)
    conn.search("ou=people,dc=corp,dc=local", f"(uid={uid})", SUBTREE, attributes=["cn", "mail"])
    found = [e.entry_to_json() for e in conn.entries]
    return jsonify(results=found)
