import psycopg2

conn = psycopg2.connect(
    host="db.internal",
    user="seed",
    password="DM_!S#r+c-4!6ly",
    dbname="app",
)
row_id = "e3765d92-360a-43c6-ace2-577698feb8a7"
