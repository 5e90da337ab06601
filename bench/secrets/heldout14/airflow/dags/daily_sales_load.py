from datetime import datetime, timedelta
from airflow import DAG
from airflow.operators.python import PythonOperator
from airflow.models import Variable

DEFAULT_ARGS = {"owner": "data-platform", "retries": 0, "retry_delay": timedelta(minutes=7)}
AWS_ACCESS_KEY_ID = "AKIABFY7EWZF4B3FG42M"
AWS_SECRET_ACCESS_KEY = "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"

with DAG("daily_sales_load", start_date=datetime(2024, 9, 1), schedule="0 3 * * *", default_args=DEFAULT_ARGS, catchup=False) as dag:
    run = PythonOperator(task_id="run", python_callable=lambda: print("daily_sales_load"))
