from sqlalchemy import create_engine, text

engine = create_engine("sqlite:///moorings.db")


def search(filters):
    sql = "SELECT * FROM moorings WHERE 1 = 1"
    if filters.get("pontoon"):
        sql += " AND pontoon = '" + filters["pontoon"] + "'"  # expect: py-sqli-tainted-query
    if filters.get("max_length"):
        sql += " AND length <= %s" % filters["max_length"]
    sql += f" ORDER BY {filters['sort']} LIMIT 20 OFFSET {(filters['page'] - 1) * 20}"
    with engine.connect() as conn:
        return conn.execute(text(sql)).fetchall()  # expect: py-sqli-tainted-query


def by_owner(email):
    with engine.connect() as conn:
        return conn.execute(text(f"SELECT * FROM moorings WHERE owner = '{email}'")).fetchall()  # expect: py-sqli-tainted-query


def add_note(mooring_id, data):
    with engine.connect() as conn:
        conn.execute(text(f"INSERT INTO notes (mooring_id, tone, body) VALUES ({mooring_id}, '{data['tone']}', :body)"), {"body": data["note"]})
        conn.execute(text(f"UPDATE moorings SET last_note = '{data['note']}' WHERE id = {mooring_id}"))  # expect: py-sqli-tainted-query
