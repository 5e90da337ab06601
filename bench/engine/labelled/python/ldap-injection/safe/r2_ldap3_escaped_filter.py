from flask import Flask, request
from ldap3 import Server, Connection
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)


@app.route("/people")
def people():
    uid = escape_filter_chars(request.args.get("uid", ""))
    conn = Connection(Server("ldap://dir.local"), auto_bind=True)
    conn.search("ou=people,dc=corp", f"(uid={uid})", attributes=["cn"])
    return {"found": [str(e.cn) for e in conn.entries]}
