from flask import Blueprint, current_app, request, abort, jsonify
from ldap3 import ALL, Connection, Server

directory = Blueprint("directory", __name__)


def ldap_conn():
    server = Server(current_app.config["LDAP_URL"], get_info=ALL)
    return Connection(
        server,
        current_app.config["LDAP_BIND_DN"],
        current_app.config["LDAP_BIND_PW"],
        auto_bind=True,
    )


@directory.route("/directory/lookup")
def lookup():
    uid = request.args.get("uid")
    if not uid:
        abort(400)
    conn = ldap_conn()
    conn.search("ou=people,dc=corp,dc=local", f"(&(objectClass=person)(uid={uid}))",
                attributes=["cn", "mail"])
    return jsonify([e.entry_to_json() for e in conn.entries])
