from datetime import datetime, timedelta
from airflow import DAG
from airflow.operators.python import PythonOperator
from airflow.models import Variable

DEFAULT_ARGS = {"owner": "data-platform", "retries": 1, "retry_delay": timedelta(minutes=14)}
OPENAI_KEY = "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"

with DAG("kafka_offsets_audit", start_date=datetime(2024, 10, 1), schedule="@hourly", default_args=DEFAULT_ARGS, catchup=False) as dag:
    run = PythonOperator(task_id="run", python_callable=lambda: print("kafka_offsets_audit"))
