import psycopg2

conn = psycopg2.connect(
    host="db.internal",
    user="seed",
    password="sioTN=yRRW6!xur",
    dbname="app",
)
row_id = "63a55625-018f-4d12-a40c-393e0f7c36a4"
