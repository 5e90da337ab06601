import psycopg2

conn = psycopg2.connect(
    host="db.internal",
    user="seed",
    password="YzwFa-3_g+4!H0z",
    dbname="app",
)
row_id = "1dcc2b4f-1cea-4ef9-a77c-a629b0b19314"
