from fastapi import FastAPI, HTTPException
from ldap3 import Connection, Server, SUBTREE

app = FastAPI()
server = Server("ldap://127.0.0.1")
GROUPS = {"admins", "editors", "readers"}


@app.get("/members")
def members(group: str):
    if group not in GROUPS:
        raise HTTPException(status_code=404)
    conn = Connection(server, auto_bind=True)
    conn.search("ou=groups,dc=corp", "(&(objectClass=groupOfNames)(cn=%s))" % group, search_scope=SUBTREE, attributes=["member"])
    return {"members": [str(m) for e in conn.entries for m in e.member]}
