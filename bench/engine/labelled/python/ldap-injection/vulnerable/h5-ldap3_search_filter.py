from flask import Blueprint, request, jsonify
from ldap3 import Server, Connection, SUBTREE

directory = Blueprint("directory", __name__)
server = Server("ldap://ldap.corp.example.com")


@directory.route("/directory/lookup")
def lookup():
    uid = request.args.get("uid", "")
    conn = Connection(server, user="cn=reader,dc=corp", password="x", auto_bind=True)
    conn.search("ou=people,dc=corp", "(&(objectClass=person)(uid=" + uid + "))",
                search_scope=SUBTREE, attributes=["cn", "mail"])
    return jsonify([e.entry_to_json() for e in conn.entries])
