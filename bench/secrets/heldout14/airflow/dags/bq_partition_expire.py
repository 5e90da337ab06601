from datetime import datetime, timedelta
from airflow import DAG
from airflow.operators.python import PythonOperator
from airflow.models import Variable

DEFAULT_ARGS = {"owner": "data-platform", "retries": 2, "retry_delay": timedelta(minutes=7)}
SOURCE_URI = "postgresql://airflow:AwXUDw_nhX7BB60RF@10.12.4.17:5432/prod"

with DAG("bq_partition_expire", start_date=datetime(2024, 11, 1), schedule="@hourly", default_args=DEFAULT_ARGS, catchup=False) as dag:
    run = PythonOperator(task_id="run", python_callable=lambda: print("bq_partition_expire"))
