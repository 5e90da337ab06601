from datetime import datetime, timedelta
from airflow import DAG
from airflow.operators.python import PythonOperator
from airflow.models import Variable

DEFAULT_ARGS = {"owner": "data-platform", "retries": 3, "retry_delay": timedelta(minutes=9)}
OPENAI_KEY = "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"

with DAG("hourly_clickstream", start_date=datetime(2024, 5, 1), schedule="@hourly", default_args=DEFAULT_ARGS, catchup=False) as dag:
    run = PythonOperator(task_id="run", python_callable=lambda: print("hourly_clickstream"))
