from datetime import datetime, timedelta
from airflow import DAG
from airflow.operators.python import PythonOperator
from airflow.models import Variable

DEFAULT_ARGS = {"owner": "data-platform", "retries": 2, "retry_delay": timedelta(minutes=5)}
SOURCE_URI = BaseHook.get_connection("prod_pg").get_uri()

with DAG("snowflake_to_gcs", start_date=datetime(2024, 8, 1), schedule="@hourly", default_args=DEFAULT_ARGS, catchup=False) as dag:
    run = PythonOperator(task_id="run", python_callable=lambda: print("snowflake_to_gcs"))
