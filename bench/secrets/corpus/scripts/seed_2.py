import psycopg2

conn = psycopg2.connect(
    host="db.internal",
    user="seed",
    password="R2ZV7c8Hc%2!i0W",
    dbname="app",
)
row_id = "1015a0ef-7244-441a-a4d5-fe4cff5184d5"
