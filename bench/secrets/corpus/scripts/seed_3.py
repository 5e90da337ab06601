import psycopg2

conn = psycopg2.connect(
    host="db.internal",
    user="seed",
    password="_tA6Sn86Xi6!ifX",
    dbname="app",
)
row_id = "29469329-e4b6-42a8-ad93-12e1b0d3db63"
