import sqlite3

from flask import Flask
from flask.views import MethodView, View
from flask_restful import Api, Resource, reqparse

app = Flask(__name__)
api = Api(app)
db = sqlite3.connect("archive.db")

filters = reqparse.RequestParser()
filters.add_argument("shelf", type=str, location="args")


class BoxView(MethodView):
    def get(self, box_id, label):
        # ok: py-sqli-tainted-query
        db.execute("SELECT * FROM boxes WHERE id = %s" % box_id)
        # ruleid: py-sqli-tainted-query
        return str(db.execute("SELECT * FROM boxes WHERE label = '%s'" % label).fetchall())


class ShelfResource(Resource):
    def get(self, room):
        args = filters.parse_args()
        # ruleid: py-sqli-tainted-query
        db.execute("SELECT * FROM shelves WHERE name = '" + args["shelf"] + "'")
        # ruleid: py-sqli-tainted-query
        rows = db.execute("SELECT * FROM shelves WHERE room = '" + room + "'").fetchall()
        return {"rows": len(rows)}


class FloorResource(Resource):
    def get(self, floor):
        # ok: py-sqli-tainted-query
        return {"rows": len(db.execute("SELECT * FROM shelves WHERE floor = %d" % floor).fetchall())}


app.add_url_rule("/boxes/<int:box_id>/<label>", view_func=BoxView.as_view("box"))
api.add_resource(ShelfResource, "/rooms/<room>/shelves")
api.add_resource(FloorResource, "/floors/<int:floor>")


class LabelPrinter(View):
    def dispatch_request(self, label):
        # ruleid: py-sqli-tainted-query
        db.execute("INSERT INTO print_queue (label) VALUES ('%s')" % label)
        return "queued"

    def get(self, label):
        # A plain View never calls this for a request: only dispatch_request is the view.
        # ok: py-sqli-tainted-query
        return str(db.execute("SELECT * FROM print_queue WHERE label = '%s'" % label).fetchall())


app.add_url_rule("/print/<label>", view_func=LabelPrinter.as_view("print_label"))
