from functools import cached_property

from flask import Flask, request
from lxml import etree

app = Flask(__name__)
DOC = etree.fromstring(b"<users><user><name>a</name></user></users>")


class UserQuery:
    def __init__(self, name):
        self._name = name

    @property
    def expr(self):
        return "//user[name='" + self._name + "']"

    @cached_property
    def by_id(self):
        return "//user[@id='" + self._name + "']"

    @property
    def fixed(self):
        return "//user[name=$n]"


@app.route("/users")
def users():
    q = UserQuery(request.args["name"])
    # A property read runs its getter: the expression is built from the request.
    # ruleid: py-xpath-injection
    found = DOC.xpath(q.expr)
    # ruleid: py-xpath-injection
    by_id = DOC.xpath(q.by_id)
    # ok: py-xpath-injection
    bound = DOC.xpath(q.fixed, n=request.args["name"])
    return str((found, by_id, bound))
