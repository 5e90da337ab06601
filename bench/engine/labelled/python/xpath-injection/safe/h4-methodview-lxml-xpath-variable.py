from flask import Flask, request
from flask.views import MethodView
from lxml import etree

app = Flask(__name__)
TREE = etree.parse("/srv/data/staff.xml")


class StaffLookup(MethodView):
    def get(self):
        name = request.args.get("name", "")
        hits = TREE.xpath("//employee[name=$who]/phone/text()", who=name)
        return {"phones": [str(h) for h in hits]}


app.add_url_rule("/staff", view_func=StaffLookup.as_view("staff"))
