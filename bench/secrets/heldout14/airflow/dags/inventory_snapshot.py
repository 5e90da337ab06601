from datetime import datetime, timedelta
from airflow import DAG
from airflow.operators.python import PythonOperator
from airflow.models import Variable

DEFAULT_ARGS = {"owner": "data-platform", "retries": 1, "retry_delay": timedelta(minutes=13)}
AWS_ACCESS_KEY_ID = "AKIAKWGCXMWQQEFA6YFE"
AWS_SECRET_ACCESS_KEY = "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"

with DAG("inventory_snapshot", start_date=datetime(2024, 8, 1), schedule="@hourly", default_args=DEFAULT_ARGS, catchup=False) as dag:
    run = PythonOperator(task_id="run", python_callable=lambda: print("inventory_snapshot"))
