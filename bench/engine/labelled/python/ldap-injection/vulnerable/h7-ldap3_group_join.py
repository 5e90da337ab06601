from flask import Blueprint, jsonify, request
from ldap3 import Connection, Server

groups_bp = Blueprint("groups", __name__)


@groups_bp.get("/members")
def members():
    names = request.args.getlist("group")
    clauses = ["(cn=" + n + ")" for n in names]
    query = "(|" + "".join(clauses) + ")"
    conn = Connection(Server("ldap://dir.local"), auto_bind=True)
    conn.search("ou=groups,dc=corp,dc=local", query, attributes=["member"])
    return jsonify(count=len(conn.entries))
