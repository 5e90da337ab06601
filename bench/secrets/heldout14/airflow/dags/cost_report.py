from datetime import datetime, timedelta
from airflow import DAG
from airflow.operators.python import PythonOperator
from airflow.models import Variable

DEFAULT_ARGS = {"owner": "data-platform", "retries": 3, "retry_delay": timedelta(minutes=13)}
SOURCE_URI = "postgresql://dbt_runner:Quasar586Parquet55@airflow-db.data.svc.cluster.local:5432/prod"

with DAG("cost_report", start_date=datetime(2024, 7, 1), schedule="@hourly", default_args=DEFAULT_ARGS, catchup=False) as dag:
    run = PythonOperator(task_id="run", python_callable=lambda: print("cost_report"))
