from flask import Flask, request
from lxml import etree

app = Flask(__name__)
CATALOG = etree.parse("catalog.xml")


def find_items(**criteria):
    cond = " and ".join(f"@{name}='{value}'" for name, value in criteria.items())
    # ruleid: py-xpath-injection
    return CATALOG.xpath(f"//item[{cond}]")


def find_by_color(**criteria):
    # ruleid: py-xpath-injection
    return CATALOG.xpath("//item[@color='%s']" % criteria["color"])


def find_bound(**criteria):
    # ok: py-xpath-injection
    return CATALOG.xpath("//item[@color=$color]", color=criteria.get("color", ""))


@app.route("/items")
def items():
    color = request.args.get("color", "")
    found = find_items(color=color, kind="shirt")
    found += find_by_color(color=color)
    found += find_bound(color=color)
    return {"count": len(found)}
