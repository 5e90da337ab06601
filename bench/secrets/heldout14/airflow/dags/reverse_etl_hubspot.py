from datetime import datetime, timedelta
from airflow import DAG
from airflow.operators.python import PythonOperator
from airflow.models import Variable

DEFAULT_ARGS = {"owner": "data-platform", "retries": 3, "retry_delay": timedelta(minutes=11)}
SOURCE_URI = BaseHook.get_connection("prod_pg").get_uri()

with DAG("reverse_etl_hubspot", start_date=datetime(2024, 1, 1), schedule="@weekly", default_args=DEFAULT_ARGS, catchup=False) as dag:
    run = PythonOperator(task_id="run", python_callable=lambda: print("reverse_etl_hubspot"))
