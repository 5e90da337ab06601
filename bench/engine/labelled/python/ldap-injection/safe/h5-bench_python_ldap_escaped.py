import ldap
from ldap.filter import escape_filter_chars
from flask import Flask, request

app = Flask(__name__)


def build_filter(attrs):
    return "(|(mail={mail})(cn={mail}))".format(**attrs)


@app.route("/bench/ldapi-04", methods=["POST"])
def bench_ldapi_04():
    attrs = {"mail": escape_filter_chars(request.form.get("mail", ""))}
    conn = ldap.initialize("ldap://localhost")
    results = conn.search_s("dc=example,dc=com", ldap.SCOPE_SUBTREE, build_filter(attrs))
    return str(len(results))
