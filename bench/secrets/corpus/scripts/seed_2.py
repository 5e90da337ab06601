import psycopg2

conn = psycopg2.connect(
    host="db.internal",
    user="seed",
    password="@%U%2vYYMY5!h9n",
    dbname="app",
)
row_id = "133e8d3b-74f6-42f6-a15d-3f5fcfbdb4b6"
