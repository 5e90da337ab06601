from airflow import DAG
from airflow.operators.python import PythonOperator
from datetime import datetime
import requests

DISCORD = "https://discord.com/api/webhooks/1069734735379002222/tEvljCzndO4fG3EagOovm2f-JjPIGOgEEHyb5y2gqnAjK7p7MWgQeOwdBvM4ZzJAsIiX"
SENTRY_DSN = "https://3f3c060f1b6b45cbd28a17f866021a8b@o748742.ingest.sentry.io/3831809"


def post_summary(**ctx):
    requests.post(DISCORD, json={"content": f"{ctx['ds']}: model retrained"}, timeout=10)


with DAG("nlp_ingest_27", schedule="@daily", start_date=datetime(2026, 1, 1), catchup=False) as dag:
    PythonOperator(task_id="summary", python_callable=post_summary)
