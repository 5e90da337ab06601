"""Failure callbacks shared by the DAGs: everything is read from Airflow connections."""
from airflow.hooks.base import BaseHook
from airflow.providers.slack.hooks.slack_webhook import SlackWebhookHook


def slack_failure(context):
    SlackWebhookHook(slack_webhook_conn_id="slack_alerts").send(text=f"{context['task_instance_key_str']} failed")


def pagerduty_key() -> str:
    return BaseHook.get_connection("pagerduty").password
