from flask import current_app
from ldap3 import ALL, Connection, Server
from ldap3.utils.conv import escape_filter_chars


def _connection():
    cfg = current_app.config
    server = Server(cfg["LDAP_SERVER"], get_info=ALL, use_ssl=True)
    return Connection(server, cfg["LDAP_BIND_DN"], cfg["LDAP_BIND_PASSWORD"], auto_bind=True)


def find_volunteer(username):
    conn = _connection()
    conn.search(current_app.config["LDAP_BASE_DN"], f"(&(objectClass=person)(uid={username}))", attributes=["cn", "mail"])
    return conn.entries[0] if conn.entries else None


def find_volunteer_checked(username):
    conn = _connection()
    safe_name = escape_filter_chars(username)
    conn.search(current_app.config["LDAP_BASE_DN"], f"(&(objectClass=person)(uid={safe_name}))", attributes=["cn", "mail"])
    return conn.entries[0] if conn.entries else None


def volunteers_by_team(team):
    conn = _connection()
    conn.search(current_app.config["LDAP_BASE_DN"], "(&(objectClass=person)(departmentNumber=%s))" % team, attributes=["uid"])
    return [e.uid.value for e in conn.entries]


def volunteers_by_mail(mail):
    conn = _connection()
    search_filter = "(mail=%s)" % escape_filter_chars(mail)
    conn.search(current_app.config["LDAP_BASE_DN"], search_filter, attributes=["uid"])
    return [e.uid.value for e in conn.entries]
