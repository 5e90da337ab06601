from datetime import datetime, timedelta
from airflow import DAG
from airflow.operators.python import PythonOperator
from airflow.models import Variable

DEFAULT_ARGS = {"owner": "data-platform", "retries": 0, "retry_delay": timedelta(minutes=11)}
AWS_ACCESS_KEY_ID = "AKIABQW7S7S4ELXAPYDH"
AWS_SECRET_ACCESS_KEY = "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"

with DAG("model_monitoring", start_date=datetime(2024, 2, 1), schedule="@weekly", default_args=DEFAULT_ARGS, catchup=False) as dag:
    run = PythonOperator(task_id="run", python_callable=lambda: print("model_monitoring"))
