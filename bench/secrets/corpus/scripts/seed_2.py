import psycopg2

conn = psycopg2.connect(
    host="db.internal",
    user="seed",
    password="k-S2&R2c795!BMT",
    dbname="app",
)
row_id = "5b53bba4-894f-49bb-a488-c8f12a08ad4f"
