import psycopg2

conn = psycopg2.connect(
    host="db.internal",
    user="seed",
    password="E#o_&+*2?43!ijc",
    dbname="app",
)
row_id = "2e7b1620-d69c-4ec9-a952-849b9891fe9e"
