from datetime import datetime, timedelta
from airflow import DAG
from airflow.operators.python import PythonOperator
from airflow.models import Variable

DEFAULT_ARGS = {"owner": "data-platform", "retries": 0, "retry_delay": timedelta(minutes=5)}
SLACK_WEBHOOK = "https://hooks.slack.com/services/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"

with DAG("vendor_sftp_pull", start_date=datetime(2024, 12, 1), schedule="@weekly", default_args=DEFAULT_ARGS, catchup=False) as dag:
    run = PythonOperator(task_id="run", python_callable=lambda: print("vendor_sftp_pull"))
