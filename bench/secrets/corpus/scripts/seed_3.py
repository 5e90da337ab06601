import psycopg2

conn = psycopg2.connect(
    host="db.internal",
    user="seed",
    password="%W?E2NCc=v3!w79",
    dbname="app",
)
row_id = "b52189eb-a610-4671-adc2-e473cd33f543"
