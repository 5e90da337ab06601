"""Sales reports for the box-office manager, straight SQL over the booking tables."""
from django.db import connection, connections

GROUPS = {
    "seat_band": "substring(b.seats from 1 for 1)",
    "day": "date_trunc('day', b.created_at)",
    "status": "b.status",
}


def sales_by(group, performance):
    column = GROUPS.get(group, GROUPS["seat_band"])
    sql = (
        f"SELECT {column} AS bucket, count(*), sum(b.total_pence) FROM boxoffice_booking b "
        "WHERE b.status = 'paid'"
    )
    params = []
    if performance:
        sql += " AND b.performance_id = %s"
        params.append(performance)
    sql += " GROUP BY 1 ORDER BY 1"
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        return cursor.fetchall()


def refunds_for(email):
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT b.reference, b.total_pence FROM boxoffice_booking b JOIN auth_user u ON b.patron_id = u.id "
            "WHERE u.email = '" + email + "' AND b.status = 'refunded'"
        )
        return cursor.fetchall()


def legacy_bookings(surname, season):
    with connections["legacy"].cursor() as cursor:
        cursor.execute("SELECT ref, seats FROM bookings WHERE surname = ? AND season = ?".replace("?", "%s"),
                       [surname, season])
        rows = cursor.fetchall()
        cursor.execute("SELECT count(*) FROM bookings WHERE season = '{}'".format(season))
        return rows, cursor.fetchone()[0]


def voucher_balance(code):
    with connection.cursor() as cursor:
        cursor.execute("SELECT value_pence FROM boxoffice_giftvoucher WHERE code = %(code)s AND NOT redeemed",
                       {"code": code})
        row = cursor.fetchone()
    return row[0] if row else 0
