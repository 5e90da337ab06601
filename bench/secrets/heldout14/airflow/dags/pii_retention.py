from datetime import datetime, timedelta
from airflow import DAG
from airflow.operators.python import PythonOperator
from airflow.models import Variable

DEFAULT_ARGS = {"owner": "data-platform", "retries": 2, "retry_delay": timedelta(minutes=9)}
SLACK_WEBHOOK = "https://hooks.slack.com/services/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"

with DAG("pii_retention", start_date=datetime(2024, 11, 1), schedule="@weekly", default_args=DEFAULT_ARGS, catchup=False) as dag:
    run = PythonOperator(task_id="run", python_callable=lambda: print("pii_retention"))
