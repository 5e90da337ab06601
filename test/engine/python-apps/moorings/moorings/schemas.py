from marshmallow import Schema, fields, validate

SORTABLE = ["code", "length", "rate"]


class MooringQuerySchema(Schema):
    pontoon = fields.Str()
    sort = fields.Str(load_default="code", validate=validate.OneOf(SORTABLE))
    max_length = fields.Float()
    page = fields.Int(load_default=1)
    owner = fields.Str(data_key="ownerEmail")


class MooringNoteSchema(MooringQuerySchema):
    note = fields.Str(validate=validate.Length(max=200))
    tone = fields.Str(validate=validate.OneOf(["info", "warning"]))
