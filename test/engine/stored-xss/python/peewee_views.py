from flask import Blueprint, render_template
from peewee import CharField, Model, SqliteDatabase, TextField

shelf = Blueprint("shelf", __name__)
database = SqliteDatabase("pantry.db")


class Parcel(Model):
    label = CharField()
    notes = TextField()

    class Meta:
        database = database


@shelf.route("/parcels/<int:parcel_id>")
def parcel(parcel_id):
    found = Parcel.get_by_id(parcel_id)
    return render_template("parcel.html", parcel=found)  # expect: py-xss-stored


@shelf.route("/parcels")
def parcels():
    rows = Parcel.select().where(Parcel.label != "").order_by(Parcel.label)
    return render_template("parcels.html", parcels=rows)  # expect: py-xss-stored
