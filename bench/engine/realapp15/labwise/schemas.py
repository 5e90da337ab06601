from marshmallow import Schema, fields, validate

UNITS = ["mmol/L", "mg/dL", "g/L", "U/L", "%", "10^9/L"]


class ResultInSchema(Schema):
    patient_id = fields.Int(required=True)
    test_code = fields.Str(required=True, validate=validate.Regexp(r"^[A-Z0-9]{2,8}$"))
    value = fields.Float(required=True)
    unit = fields.Str(required=True, validate=validate.OneOf(UNITS))
    flag = fields.Str(load_default=None, validate=validate.OneOf(["L", "H", "LL", "HH", "A"]))
    comment = fields.Str(load_default="")


class PanelQuerySchema(Schema):
    patient_id = fields.Int(required=True)
    codes = fields.List(fields.Str(), required=True)


class WebhookSchema(Schema):
    callback_url = fields.Url(required=True)
    events = fields.List(fields.Str(validate=validate.OneOf(["result.final", "result.amended"])))


class ExportSchema(Schema):
    patient_id = fields.Int(required=True)
    format = fields.Str(validate=validate.OneOf(["csv", "pdf"]), load_default="csv")
    filename = fields.Str(required=True)
