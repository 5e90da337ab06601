from airflow import DAG
from airflow.providers.slack.notifications.slack_webhook import send_slack_webhook_notification
from airflow.operators.python import PythonOperator
import pendulum
import requests

SLACK_ALERTS = "https://hooks.slack.com/services/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"


def notify(context):
    requests.post(SLACK_ALERTS, json={"text": f"{context['dag'].dag_id} failed"}, timeout=10)


with DAG("forecasting_monitor_0", schedule="@daily", start_date=pendulum.datetime(2026, 1, 1), catchup=False, on_failure_callback=notify) as dag:
    PythonOperator(task_id="run", python_callable=lambda: None)
