"""Corporate directory lookups for single sign-on teams."""
import ldap
from flask import current_app
from ldap.filter import escape_filter_chars


def _connect():
    conn = ldap.initialize(current_app.config["LDAP_URL"])
    conn.simple_bind_s(current_app.config["LDAP_BIND_DN"], current_app.config["LDAP_BIND_PASSWORD"])
    return conn


def find_person(uid):
    conn = _connect()
    query = "(&(objectClass=inetOrgPerson)(uid=" + uid + "))"
    return conn.search_s(current_app.config["LDAP_BASE_DN"], ldap.SCOPE_SUBTREE, query, ["cn", "mail"])


def find_by_mail(mail):
    conn = _connect()
    query = "(&(objectClass=inetOrgPerson)(mail=%s))" % escape_filter_chars(mail)
    return conn.search_s(current_app.config["LDAP_BASE_DN"], ldap.SCOPE_SUBTREE, query, ["cn", "uid"])
