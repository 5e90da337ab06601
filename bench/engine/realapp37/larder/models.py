import datetime

from peewee import (
    BooleanField,
    CharField,
    DateField,
    DateTimeField,
    DecimalField,
    ForeignKeyField,
    IntegerField,
    Model,
    TextField,
)

from .extensions import db


class BaseModel(Model):
    class Meta:
        database = db


class User(BaseModel):
    username = CharField(unique=True)
    email = CharField(unique=True)
    password_hash = CharField()
    role = CharField(default="volunteer")
    pin_hash = CharField(null=True)
    active = BooleanField(default=True)


class Donor(BaseModel):
    name = CharField()
    email = CharField(null=True)
    phone = CharField(null=True)
    city = CharField(index=True)
    kind = CharField(default="individual")
    notes = TextField(default="")
    webhook_url = CharField(null=True)
    created_at = DateTimeField(default=datetime.datetime.utcnow)


class InventoryItem(BaseModel):
    sku = CharField(unique=True)
    name = CharField()
    category = CharField(index=True)
    quantity = IntegerField(default=0)
    unit = CharField(default="each")
    best_before = DateField(null=True)
    location = CharField(default="A1")


class Pickup(BaseModel):
    donor = ForeignKeyField(Donor, backref="pickups")
    address = CharField()
    scheduled_for = DateTimeField()
    status = CharField(default="requested")
    weight_kg = DecimalField(null=True)
    confirmation_code = CharField(null=True)
    driver_notes = TextField(default="")


class Shift(BaseModel):
    volunteer = ForeignKeyField(User, backref="shifts")
    shift_date = DateField()
    role = CharField()
    station = CharField()
    checked_in = BooleanField(default=False)
    comment = TextField(default="")


ALL_MODELS = [User, Donor, InventoryItem, Pickup, Shift]
