from airflow import DAG
from airflow.operators.python import PythonOperator
from datetime import datetime
import requests

DISCORD = "https://discord.com/api/webhooks/6675537596939836984/5E1kK-TKjrnRbykFeEquSj4BV-QkKK7CEdZZ6vWRfF7CLI13v15_OyEKQLt3Zvx4GmRH"
SENTRY_DSN = "https://4f8f1ce094df864489f4bd5e6f636314@o990827.ingest.sentry.io/5675239"


def post_summary(**ctx):
    requests.post(DISCORD, json={"content": f"{ctx['ds']}: model retrained"}, timeout=10)


with DAG("pricing_monitor_6", schedule="@daily", start_date=datetime(2026, 1, 1), catchup=False) as dag:
    PythonOperator(task_id="summary", python_callable=post_summary)
