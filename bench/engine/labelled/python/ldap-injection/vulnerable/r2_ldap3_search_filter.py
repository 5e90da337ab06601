from flask import Flask, request
from ldap3 import Server, Connection

app = Flask(__name__)


@app.route("/people")
def people():
    uid = request.args.get("uid", "")
    conn = Connection(Server("ldap://dir.local"), auto_bind=True)
    conn.search("ou=people,dc=corp", "(uid=%s)" % uid, attributes=["cn"])
    return {"found": [str(e.cn) for e in conn.entries]}
