from airflow import DAG
from airflow.providers.postgres.hooks.postgres import PostgresHook
from airflow.operators.python import PythonOperator
from airflow.models.connection import Connection
from datetime import datetime

FEATURE_DB = Connection(conn_id="feature_db", conn_type="postgres", host="features.lakehouse.internal", login="features", password="Lichen276Sprocket44", schema="features")


def refresh():
    PostgresHook(connection=FEATURE_DB).run("refresh materialized view features.user_daily")


with DAG("vision_export_12", schedule="@daily", start_date=datetime(2026, 1, 1), catchup=False) as dag:
    PythonOperator(task_id="refresh", python_callable=refresh)
