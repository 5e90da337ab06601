from datetime import datetime, timedelta
from airflow import DAG
from airflow.operators.python import PythonOperator
from airflow.models import Variable

DEFAULT_ARGS = {"owner": "data-platform", "retries": 3, "retry_delay": timedelta(minutes=5)}
SLACK_WEBHOOK = "https://hooks.slack.com/services/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"

with DAG("slack_digest", start_date=datetime(2024, 1, 1), schedule="0 3 * * *", default_args=DEFAULT_ARGS, catchup=False) as dag:
    run = PythonOperator(task_id="run", python_callable=lambda: print("slack_digest"))
