import psycopg2

conn = psycopg2.connect(
    host="db.internal",
    user="seed",
    password="#rdKwxz8HU1!aGO",
    dbname="app",
)
row_id = "30946133-b783-422a-a5b3-1bda15275967"
