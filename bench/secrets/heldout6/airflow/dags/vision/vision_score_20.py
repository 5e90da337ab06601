from airflow import DAG
from airflow.operators.python import PythonOperator
from datetime import datetime
import requests

DISCORD = "https://discord.com/api/webhooks/1223784243764817245/LhIMAN5jIL82xihpIQ3DZrYA1hhnizpzhVan2QgPsqP3fCZoOaKirPLff91qQBmpOncn"
SENTRY_DSN = "https://9a02dd7d88e6af85bbb9292cc1a924b9@o447302.ingest.sentry.io/2488288"


def post_summary(**ctx):
    requests.post(DISCORD, json={"content": f"{ctx['ds']}: model retrained"}, timeout=10)


with DAG("vision_score_20", schedule="@daily", start_date=datetime(2026, 1, 1), catchup=False) as dag:
    PythonOperator(task_id="summary", python_callable=post_summary)
