from datetime import datetime, timedelta
from airflow import DAG
from airflow.operators.python import PythonOperator
from airflow.models import Variable

DEFAULT_ARGS = {"owner": "data-platform", "retries": 1, "retry_delay": timedelta(minutes=12)}
AWS_ACCESS_KEY_ID = "AKIAWKBZXAL2OLS36JZI"
AWS_SECRET_ACCESS_KEY = "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"

with DAG("crm_sync", start_date=datetime(2024, 10, 1), schedule="0 3 * * *", default_args=DEFAULT_ARGS, catchup=False) as dag:
    run = PythonOperator(task_id="run", python_callable=lambda: print("crm_sync"))
