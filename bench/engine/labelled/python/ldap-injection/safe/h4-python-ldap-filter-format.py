import ldap
import ldap.filter
from flask import Flask, request
from flask.views import MethodView

app = Flask(__name__)


class Members(MethodView):
    def get(self):
        uid = request.args.get("uid", "")
        conn = ldap.initialize("ldap://127.0.0.1")
        conn.simple_bind_s("cn=reader,dc=corp,dc=local", "reader")
        flt = ldap.filter.filter_format("(uid=%s)", [uid])
        found = conn.search_s("dc=corp,dc=local", ldap.SCOPE_SUBTREE, flt, ["cn", "mail"])
        return {"count": len(found)}


app.add_url_rule("/members", view_func=Members.as_view("members"))
