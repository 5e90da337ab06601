from datetime import datetime, timedelta
from airflow import DAG
from airflow.operators.python import PythonOperator
from airflow.models import Variable

DEFAULT_ARGS = {"owner": "data-platform", "retries": 1, "retry_delay": timedelta(minutes=11)}
OPENAI_KEY = "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"

with DAG("backfill_events", start_date=datetime(2024, 10, 1), schedule="@hourly", default_args=DEFAULT_ARGS, catchup=False) as dag:
    run = PythonOperator(task_id="run", python_callable=lambda: print("backfill_events"))
