import psycopg2

conn = psycopg2.connect(
    host="db.internal",
    user="seed",
    password="K!X_JqRiuB7!6Yo",
    dbname="app",
)
row_id = "5bcec0aa-c06f-4a2d-a7e8-e6b0629cd81a"
