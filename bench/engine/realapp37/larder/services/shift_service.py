import random

from ..extensions import db
from ..models import Shift, User


def shifts_for(volunteer_id):
    return list(
        Shift.raw(
            "SELECT * FROM shift WHERE volunteer_id = %s ORDER BY shift_date", volunteer_id
        )
    )


def shifts_on(day, station):
    return list(
        Shift.raw(
            "SELECT * FROM shift WHERE shift_date = '%s' AND station = '%s'" % (day, station)
        )
    )


def shifts_at_station(station):
    return list(Shift.select().where(Shift.station == station).order_by(Shift.shift_date))


def check_in(shift_id, comment):
    return (
        Shift.update(checked_in=True, comment=comment)
        .where(Shift.id == shift_id)
        .execute()
    )


def add_comment(shift_id, comment):
    db.execute_sql(
        "UPDATE shift SET comment = comment || %s WHERE id = %s", (comment, shift_id)
    )


def volunteers_named(name):
    return list(User.raw("SELECT * FROM \"user\" WHERE username = %s", name))


def rota_order(shifts):
    board = list(shifts)
    random.shuffle(board)
    return board


def greeting():
    return random.choice(["Thanks for coming in!", "Great to see you!", "Welcome back!"])
