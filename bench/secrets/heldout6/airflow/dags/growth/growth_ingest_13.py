from airflow import DAG
from airflow.operators.python import PythonOperator
from datetime import datetime
import requests

DISCORD = "https://discord.com/api/webhooks/6591646985473991289/Aoccw2r4J9clcWWmt7dRTwZiWsFehYPylg9xX7K6BgXMb-mF2pYuL4jsAt7Ir2ZgxpIu"
SENTRY_DSN = "https://9f58f6a2085129bab97ce9a693763da6@o964617.ingest.sentry.io/5185715"


def post_summary(**ctx):
    requests.post(DISCORD, json={"content": f"{ctx['ds']}: model retrained"}, timeout=10)


with DAG("growth_ingest_13", schedule="@daily", start_date=datetime(2026, 1, 1), catchup=False) as dag:
    PythonOperator(task_id="summary", python_callable=post_summary)
