from datetime import datetime
from airflow import DAG
from airflow.providers.postgres.operators.postgres import PostgresOperator
from airflow.models import Variable

with DAG("nightly_export", start_date=datetime(2024, 1, 1), schedule="@daily", catchup=False) as dag:
    export = PostgresOperator(
        task_id="export",
        postgres_conn_id="warehouse",
        sql="sql/export.sql",
    )
    api_key = Variable.get("partner_api_key")
