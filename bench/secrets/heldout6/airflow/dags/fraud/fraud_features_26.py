from airflow import DAG
from airflow.providers.postgres.hooks.postgres import PostgresHook
from airflow.operators.python import PythonOperator
from airflow.models.connection import Connection
from datetime import datetime

FEATURE_DB = Connection.get_connection_from_secrets("feature_db")


def refresh():
    PostgresHook(connection=FEATURE_DB).run("refresh materialized view features.user_daily")


with DAG("fraud_features_26", schedule="@daily", start_date=datetime(2026, 1, 1), catchup=False) as dag:
    PythonOperator(task_id="refresh", python_callable=refresh)
