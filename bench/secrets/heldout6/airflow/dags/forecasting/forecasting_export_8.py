from airflow import DAG
from airflow.providers.snowflake.operators.snowflake import SnowflakeOperator
from airflow.providers.common.sql.operators.sql import SQLExecuteQueryOperator
from datetime import datetime

SNOWFLAKE_URI = "snowflake://ETL_USER:ano22EJ8S4oLCn7cZk1G8LzID@yf66197.eu-central-1/RAW/PUBLIC?warehouse=LOAD_WH&role=LOADER"

with DAG("forecasting_export_8", schedule="0 3 * * *", start_date=datetime(2026, 1, 1), catchup=False) as dag:
    load = SnowflakeOperator(task_id="copy_into", snowflake_conn_id="snowflake_default", sql="sql/copy_into_raw.sql")
