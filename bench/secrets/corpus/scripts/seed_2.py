import psycopg2

conn = psycopg2.connect(
    host="db.internal",
    user="seed",
    password="QX#aW59tnC6!FFg",
    dbname="app",
)
row_id = "12ad770e-63aa-4b3d-a605-d5a9666e8fb0"
