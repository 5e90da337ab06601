"""Staff directory lookups over LDAP."""
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

import config


def _connection():
    server = Server(config.LDAP_URL)
    return Connection(server, config.LDAP_BIND_DN, config.LDAP_BIND_PASSWORD, auto_bind=True)


def find_staff(username):
    conn = _connection()
    conn.search(config.LDAP_BASE_DN, "(&(objectClass=person)(uid=" + username + "))", attributes=["cn", "mail"])
    return conn.entries


def find_staff_escaped(username):
    conn = _connection()
    conn.search(config.LDAP_BASE_DN, f"(&(objectClass=person)(uid={escape_filter_chars(username)}))", attributes=["cn", "mail"])
    return conn.entries


def staff_in_department(department):
    conn = _connection()
    conn.search(config.LDAP_BASE_DN, "(&(objectClass=person)(ou=%s))" % department, attributes=["uid"])
    return [e.uid.value for e in conn.entries]


def all_staff():
    conn = _connection()
    conn.search(config.LDAP_BASE_DN, "(objectClass=person)", attributes=["uid", "cn"])
    return conn.entries
