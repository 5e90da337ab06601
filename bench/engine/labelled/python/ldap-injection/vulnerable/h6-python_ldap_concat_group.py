import ldap
from flask import Flask, jsonify, request

app = Flask(__name__)
BASE_DN = "dc=example,dc=org"


class GroupDirectory:
    def __init__(self, uri):
        self.conn = ldap.initialize(uri)
        self.conn.simple_bind_s()

    def members(self, group_name):
        flt = "(&(objectClass=groupOfNames)(cn=" + group_name + "))"
        return self.conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, flt, ["member"])


@app.route("/groups/<group_name>/members")
def group_members(group_name):
    results = GroupDirectory("ldap://ldap.internal").members(group_name)
    return jsonify([dn for dn, _ in results])
