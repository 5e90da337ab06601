from marshmallow import Schema, fields, validate


class BookingSchema(Schema):
    berth_id = fields.Int(required=True)
    vessel_name = fields.Str(required=True)
    arrives_on = fields.Date(required=True)
    departs_on = fields.Date(required=True)
    notes = fields.Str(load_default="")


class BookingFilterSchema(Schema):
    status = fields.Str(validate=validate.OneOf(["pending", "confirmed", "cancelled"]))
    vessel = fields.Str()
    sort = fields.Str(load_default="arrives_on", validate=validate.OneOf(["arrives_on", "departs_on", "created_at"]))
    limit = fields.Int(load_default=50)


class MemberUpdateSchema(Schema):
    full_name = fields.Str()
    bio = fields.Str()
    email = fields.Email()


class WebhookSchema(Schema):
    target_url = fields.Url(required=True)
    event = fields.Str(validate=validate.OneOf(["booking.created", "booking.cancelled", "invoice.paid"]))


class InvoiceRenderSchema(Schema):
    paper = fields.Str(load_default="A4")
    footer = fields.Str(load_default="")
