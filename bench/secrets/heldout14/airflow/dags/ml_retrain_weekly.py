from datetime import datetime, timedelta
from airflow import DAG
from airflow.operators.python import PythonOperator
from airflow.models import Variable

DEFAULT_ARGS = {"owner": "data-platform", "retries": 2, "retry_delay": timedelta(minutes=7)}
DBT_CLOUD_TOKEN = "{{ var.value.dbt_cloud_token }}"

with DAG("ml_retrain_weekly", start_date=datetime(2024, 5, 1), schedule="@hourly", default_args=DEFAULT_ARGS, catchup=False) as dag:
    run = PythonOperator(task_id="run", python_callable=lambda: print("ml_retrain_weekly"))
