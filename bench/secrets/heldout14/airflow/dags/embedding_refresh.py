from datetime import datetime, timedelta
from airflow import DAG
from airflow.operators.python import PythonOperator
from airflow.models import Variable

DEFAULT_ARGS = {"owner": "data-platform", "retries": 0, "retry_delay": timedelta(minutes=11)}
SOURCE_URI = "postgresql://airflow:NNROi8_Wt7UZDOOit@airflow-db.data.svc.cluster.local:5432/prod"

with DAG("embedding_refresh", start_date=datetime(2024, 8, 1), schedule="@daily", default_args=DEFAULT_ARGS, catchup=False) as dag:
    run = PythonOperator(task_id="run", python_callable=lambda: print("embedding_refresh"))
