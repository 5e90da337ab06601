import snowflake.connector

conn = snowflake.connector.connect(
    user="ETL_SERVICE",
    password="SF9@V&B7@@9+Ziccz!Qh",
    account="ab12345.eu-central-1",
    warehouse="ETL_WH",
)
