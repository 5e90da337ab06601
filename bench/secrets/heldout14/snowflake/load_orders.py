import snowflake.connector
import os

conn = snowflake.connector.connect(
    account="ab11223.europe-west4.gcp",
    user="ETL_LOADER",
    password=os.environ["SNOWFLAKE_PASSWORD"],
    warehouse="LOAD_WH",
)
conn.cursor().execute("PUT file:///tmp/orders.csv @raw.orders_stage")
