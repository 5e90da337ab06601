from fastapi import FastAPI
from ldap3 import Connection, Server, SUBTREE

app = FastAPI()
server = Server("ldap://127.0.0.1")


@app.get("/members")
def members(group: str):
    conn = Connection(server, auto_bind=True)
    conn.search("ou=groups,dc=corp", "(&(objectClass=groupOfNames)(cn=%s))" % group, search_scope=SUBTREE, attributes=["member"])
    return {"members": [str(m) for e in conn.entries for m in e.member]}
