import psycopg2

conn = psycopg2.connect(
    host="db.internal",
    user="seed",
    password="CN@9xftK&A6!liO",
    dbname="app",
)
row_id = "32781569-67cd-4b80-ad94-7f0ee965b732"
