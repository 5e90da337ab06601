# marshmallow: `Schema().load(data)` returns the declared fields only (undeclared keys raise), each
# converted by its field. Number, boolean and date fields, and fields validated against a constant
# list (`OneOf`), hold no text the client chose; plain string fields keep the request's text, under
# their `data_key` when they have one. `many=`, `unknown=INCLUDE` (on `load` or in `Meta`) and a
# `@post_load` hook change what comes back, so the input's taint passes through as it is;
# `unknown=EXCLUDE` / `RAISE` (in `Meta` or on `load`) keep the result to the declared fields.
import sqlite3

from flask import Flask, request
from marshmallow import EXCLUDE, INCLUDE, RAISE, Schema, fields, post_load, validate

app = Flask(__name__)
db = sqlite3.connect("marina.db")


class MooringFilterSchema(Schema):
    status = fields.Str(validate=validate.OneOf(["free", "let", "blocked"]))
    vessel = fields.Str()
    sort = fields.Str(load_default="code", validate=[validate.Length(max=20), validate.OneOf(["code", "length"])])
    limit = fields.Int(load_default=20)
    since = fields.Date()
    owner = fields.Str(data_key="ownerName")
    pontoon = fields.Str(validate=validate.Length(max=3))


class ExtendedFilterSchema(MooringFilterSchema):
    note = fields.String()


class PermissiveSchema(Schema):
    class Meta:
        unknown = INCLUDE

    limit = fields.Int()


class StrictSchema(Schema):
    class Meta:
        unknown = EXCLUDE

    limit = fields.Int()
    vessel = fields.Str()


class BuildingSchema(Schema):
    limit = fields.Int()

    @post_load
    def make(self, data, **kwargs):
        return dict(request.args)


@app.route("/moorings")
def moorings():
    f = MooringFilterSchema().load(request.args)
    # ok: py-sqli-tainted-query
    db.execute("SELECT * FROM moorings WHERE status = '%s'" % f["status"])
    # ruleid: py-sqli-tainted-query
    db.execute("SELECT * FROM moorings WHERE vessel = '%s'" % f["vessel"])
    # ok: py-sqli-tainted-query
    db.execute(f"SELECT * FROM moorings WHERE since >= '{f['since']}' ORDER BY {f['sort']} LIMIT {f['limit']}")
    # ruleid: py-sqli-tainted-query
    db.execute(f"SELECT * FROM moorings WHERE owner = '{f['owner']}'")
    # ruleid: py-sqli-tainted-query
    db.execute(f"SELECT * FROM moorings WHERE pontoon = '{f['pontoon']}'")
    return "ok"


@app.route("/moorings/extended", methods=["POST"])
def extended():
    schema = ExtendedFilterSchema()
    data = schema.load(request.get_json())
    # ruleid: py-sqli-tainted-query
    db.execute(f"SELECT * FROM moorings WHERE note = '{data['note']}'")
    # ok: py-sqli-tainted-query
    db.execute(f"SELECT * FROM moorings WHERE status = '{data['status']}'")
    return "ok"


@app.route("/moorings/options", methods=["POST"])
def options():
    data = PermissiveSchema().load(request.get_json())
    # ruleid: py-sqli-tainted-query
    db.execute(f"SELECT * FROM moorings WHERE code = '{data['code']}'")
    built = BuildingSchema().load(request.get_json())
    # ruleid: py-sqli-tainted-query
    db.execute(f"SELECT * FROM moorings WHERE code = '{built['limit']}'")
    for row in MooringFilterSchema(many=True).load(request.get_json()):
        # ruleid: py-sqli-tainted-query
        db.execute(f"SELECT * FROM moorings WHERE status = '{row['status']}'")
    loose = MooringFilterSchema().load(request.get_json(), unknown=INCLUDE)
    # ruleid: py-sqli-tainted-query
    db.execute(f"SELECT * FROM moorings WHERE code = '{loose['code']}'")
    return "ok"


@app.route("/moorings/strict", methods=["POST"])
def strict():
    data = StrictSchema().load(request.get_json())
    # ok: py-sqli-tainted-query
    db.execute(f"SELECT * FROM moorings LIMIT {data['limit']}")
    # ruleid: py-sqli-tainted-query
    db.execute(f"SELECT * FROM moorings WHERE vessel = '{data['vessel']}'")
    dropped = MooringFilterSchema().load(request.get_json(), unknown=EXCLUDE)
    # ok: py-sqli-tainted-query
    db.execute(f"SELECT * FROM moorings WHERE status = '{dropped['status']}' LIMIT {dropped['limit']}")
    raising = MooringFilterSchema(unknown=RAISE).load(request.get_json())
    # ok: py-sqli-tainted-query
    db.execute(f"SELECT * FROM moorings LIMIT {raising['limit']}")
    return "ok"
