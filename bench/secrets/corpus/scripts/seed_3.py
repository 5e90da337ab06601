import psycopg2

conn = psycopg2.connect(
    host="db.internal",
    user="seed",
    password="#yWqh8?A#o5!m1G",
    dbname="app",
)
row_id = "de735d59-2a28-40f8-a739-288a981e63cf"
