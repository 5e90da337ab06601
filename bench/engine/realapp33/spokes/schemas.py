from marshmallow import EXCLUDE, Schema, fields, validate

DIFFICULTIES = ["easy", "steady", "brisk", "race"]
RIDE_COLUMNS = ["starts_at", "distance_km", "title", "difficulty"]
WEBHOOK_EVENTS = ["ride.created", "ride.cancelled", "signup.created"]


class RideSchema(Schema):
    class Meta:
        unknown = EXCLUDE

    title = fields.Str(required=True, validate=validate.Length(min=3, max=120))
    description = fields.Str(load_default="")
    difficulty = fields.Str(required=True, validate=validate.OneOf(DIFFICULTIES))
    distance_km = fields.Int(required=True, validate=validate.Range(min=1, max=400))
    meeting_point = fields.Str(required=True, validate=validate.Length(max=200))
    starts_at = fields.DateTime(required=True)


class SignupSchema(Schema):
    class Meta:
        unknown = EXCLUDE

    note = fields.Str(load_default="", validate=validate.Length(max=300))
    guests = fields.Int(load_default=0, validate=validate.Range(min=0, max=3))


class MemberUpdateSchema(Schema):
    class Meta:
        unknown = EXCLUDE

    display_name = fields.Str(validate=validate.Length(min=1, max=80))
    bio = fields.Str(validate=validate.Length(max=4000))
    email = fields.Email()


class RegisterSchema(Schema):
    email = fields.Email(required=True)
    display_name = fields.Str(required=True, validate=validate.Length(min=1, max=80))
    password = fields.Str(required=True, validate=validate.Length(min=10))


class WebhookSchema(Schema):
    url = fields.Url(required=True, schemes={"http", "https"})
    event = fields.Str(required=True, validate=validate.OneOf(WEBHOOK_EVENTS))


class ReportQuerySchema(Schema):
    year = fields.Int(required=True, validate=validate.Range(min=2000, max=2100))
    group_by = fields.Str(load_default="difficulty", validate=validate.OneOf(["difficulty", "leader_id", "meeting_point"]))
    metric = fields.Str(load_default="distance_km")
