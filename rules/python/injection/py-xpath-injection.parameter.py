# `.xpath(expr)` on a tree a helper receives as a parameter, built by a module outside the scan: the
# receiver's type is unknown, so the call counts as an XPath sink when its text is a location path by
# its constant beginning; variables bound with keywords (`$name`) and texts of another shape are not reported.
from flask import Flask, request

from club.exports import load_tree

app = Flask(__name__)


def riders_named(root, name):
    # ruleid: py-xpath-injection
    return root.xpath(f"//rider[@name='{name}']")


def riders_bound(root, name):
    # ok: py-xpath-injection
    return root.xpath("//rider[@name=$name]", name=name)


def relative_rider(node, name):
    # ruleid: py-xpath-injection
    return node.xpath("./rider[@name='" + name + "']")


def lookup(store, name):
    # ok: py-xpath-injection
    return store.xpath(name.upper())


@app.post("/riders")
def riders():
    root = load_tree(request.files["export"].stream)
    name = request.form["name"]
    # ruleid: py-xpath-injection
    named = riders_named(root, name)
    # ok: py-xpath-injection
    bound = riders_bound(root, name)
    # ruleid: py-xpath-injection
    relative = relative_rider(root, name)
    # ok: py-xpath-injection
    other = lookup(root, name)
    return {"a": len(named), "b": len(bound), "c": len(relative), "d": other}
