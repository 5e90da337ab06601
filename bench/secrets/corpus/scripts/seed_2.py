import psycopg2

conn = psycopg2.connect(
    host="db.internal",
    user="seed",
    password="mpppW4-pjm5!x9l",
    dbname="app",
)
row_id = "3fde58b2-547c-4ba0-a8aa-653e90287032"
