from airflow import DAG
from airflow.providers.snowflake.operators.snowflake import SnowflakeOperator
from airflow.providers.common.sql.operators.sql import SQLExecuteQueryOperator
from datetime import datetime

SNOWFLAKE_CONN_ID = "snowflake_default"

with DAG("recsys_monitor_1", schedule="0 3 * * *", start_date=datetime(2026, 1, 1), catchup=False) as dag:
    load = SnowflakeOperator(task_id="copy_into", snowflake_conn_id="snowflake_default", sql="sql/copy_into_raw.sql")
