from ldap3 import SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars

from ..config import get_settings

ATTRIBUTES = ["cn", "mail", "telephoneNumber"]


def _connection() -> Connection:
    s = get_settings()
    return Connection(Server(s.ldap_url), user=s.ldap_bind_dn, password=s.ldap_bind_password, auto_bind=True)


def search_people(name: str) -> list[dict]:
    conn = _connection()
    conn.search(get_settings().ldap_base_dn, f"(&(objectClass=person)(cn=*{name}*))", SUBTREE, attributes=ATTRIBUTES)
    return [e.entry_attributes_as_dict for e in conn.entries]


def find_by_uid(uid: str) -> dict | None:
    conn = _connection()
    query = "(&(objectClass=person)(uid=%s))" % escape_filter_chars(uid)
    conn.search(get_settings().ldap_base_dn, query, SUBTREE, attributes=ATTRIBUTES)
    return conn.entries[0].entry_attributes_as_dict if conn.entries else None
