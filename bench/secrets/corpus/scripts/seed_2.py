import psycopg2

conn = psycopg2.connect(
    host="db.internal",
    user="seed",
    password="9*K_UGW-MU7!p4O",
    dbname="app",
)
row_id = "1648c161-0195-4150-acb9-ce151e2dc40a"
