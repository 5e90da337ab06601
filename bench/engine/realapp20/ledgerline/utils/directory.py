"""Staff directory look-ups against the company LDAP (ldap3)."""
from flask import current_app
from ldap3 import SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars


def _connection():
    server = Server(current_app.config["LDAP_URL"], use_ssl=True)
    return Connection(
        server,
        user=current_app.config["LDAP_BIND_DN"],
        password=current_app.config["LDAP_BIND_PASSWORD"],
        auto_bind=True,
    )


def find_people(name):
    conn = _connection()
    conn.search(current_app.config["LDAP_BASE_DN"], f"(&(objectClass=person)(cn=*{name}*))", SUBTREE, attributes=["cn", "mail"])
    return [entry.entry_attributes_as_dict for entry in conn.entries]


def find_by_employee_number(number):
    conn = _connection()
    search_filter = "(&(objectClass=person)(employeeNumber=%s))" % escape_filter_chars(number)
    conn.search(current_app.config["LDAP_BASE_DN"], search_filter, SUBTREE, attributes=["cn", "mail", "department"])
    return [entry.entry_attributes_as_dict for entry in conn.entries]
