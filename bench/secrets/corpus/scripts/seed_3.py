import psycopg2

conn = psycopg2.connect(
    host="db.internal",
    user="seed",
    password="Mhh9sAmK^s0!MTr",
    dbname="app",
)
row_id = "41fd5be7-fa88-4026-a80a-6fa8558ab453"
