import ldap
from ldap.filter import filter_format

from flask import Flask, jsonify, request

app = Flask(__name__)


def directory():
    conn = ldap.initialize("ldap://ldap.corp.local")
    conn.simple_bind_s("cn=reader,dc=corp,dc=local", "reader")
    return conn


@app.get("/people")
def people():
    email = request.args.get("email", "")
    search_filter = filter_format("(&(objectClass=person)(mail=%s))", [email])
    results = directory().search_s("dc=corp,dc=local", ldap.SCOPE_SUBTREE, search_filter, ["cn"])
    return jsonify(names=[dn for dn, _ in results])
