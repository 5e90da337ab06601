from flask import Blueprint, request
from ldap3 import ALL, Connection, Server
from ldap3.utils.conv import escape_filter_chars

directory = Blueprint("directory", __name__)
server = Server("ldap://127.0.0.1", get_info=ALL)


@directory.post("/directory/lookup")
def lookup():
    body = request.get_json()
    mail = escape_filter_chars(body["contact"]["email"])
    conn = Connection(server, auto_bind=True)
    conn.search("ou=people,dc=corp,dc=local", f"(&(objectClass=person)(mail={mail}))", attributes=["cn"])
    return {"names": [str(e.cn) for e in conn.entries]}
