from datetime import datetime, timedelta
from airflow import DAG
from airflow.operators.python import PythonOperator
from airflow.models import Variable

DEFAULT_ARGS = {"owner": "data-platform", "retries": 0, "retry_delay": timedelta(minutes=13)}
AWS_ACCESS_KEY_ID = "AKIAS3RAK5XCB4C43EBQ"
AWS_SECRET_ACCESS_KEY = "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"

with DAG("great_expectations_checks", start_date=datetime(2024, 7, 1), schedule="0 3 * * *", default_args=DEFAULT_ARGS, catchup=False) as dag:
    run = PythonOperator(task_id="run", python_callable=lambda: print("great_expectations_checks"))
