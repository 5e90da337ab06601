from airflow import DAG
from airflow.providers.snowflake.operators.snowflake import SnowflakeOperator
from airflow.providers.common.sql.operators.sql import SQLExecuteQueryOperator
from datetime import datetime

SNOWFLAKE_URI = "snowflake://ETL_USER:cKdplcAXtKRbuvke4IidmBCAp310@wv94009.eu-central-1/RAW/PUBLIC?warehouse=LOAD_WH&role=LOADER"

with DAG("search_train_15", schedule="0 3 * * *", start_date=datetime(2026, 1, 1), catchup=False) as dag:
    load = SnowflakeOperator(task_id="copy_into", snowflake_conn_id="snowflake_default", sql="sql/copy_into_raw.sql")
