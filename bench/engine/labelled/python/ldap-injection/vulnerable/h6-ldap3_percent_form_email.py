from flask import Flask, render_template, request
from ldap3 import SUBTREE, Connection, Server

app = Flask(__name__)
SERVER = Server("ldaps://ldap.corp.example")


@app.route("/people/search", methods=["POST"])
def people_search():
    email = request.form.get("email", "")
    dept = request.form.get("department", "*")
    search_filter = "(&(mail=%s)(department=%s))" % (email, dept)
    with Connection(SERVER, "cn=reader,dc=corp", "reader-pw", auto_bind=True) as conn:
        conn.search("dc=corp", search_filter, search_scope=SUBTREE, attributes=["cn", "title"])
        people = [{"cn": str(e.cn), "title": str(e.title)} for e in conn.entries]
    return render_template("people.html", people=people)
