"""Volunteer (front-of-house) directory kept in the theatre's LDAP server."""
from django.conf import settings
from ldap3 import SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars


def _connection():
    server = Server(settings.LDAP_SERVER)
    return Connection(server, "cn=stagedoor-web,ou=services,dc=stagedoor,dc=org", settings.LDAP_BIND_PASSWORD,
                      auto_bind=True)


def find_volunteers(name, team):
    conn = _connection()
    query = "(&(objectClass=person)(cn=*%s*))" % escape_filter_chars(name)
    if team:
        query = f"(&(objectClass=person)(cn=*{escape_filter_chars(name)}*)(ou={team}))"
    conn.search(settings.LDAP_BASE_DN, query, SUBTREE, attributes=["cn", "mail", "ou"])
    return [entry.entry_attributes_as_dict for entry in conn.entries]
