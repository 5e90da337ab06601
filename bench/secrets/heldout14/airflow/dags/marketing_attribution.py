from datetime import datetime, timedelta
from airflow import DAG
from airflow.operators.python import PythonOperator
from airflow.models import Variable

DEFAULT_ARGS = {"owner": "data-platform", "retries": 2, "retry_delay": timedelta(minutes=9)}
SOURCE_URI = "postgresql://svc_ingest:GV78DW_RVwIqWklXsLW@airflow-db.data.svc.cluster.local:5432/prod"

with DAG("marketing_attribution", start_date=datetime(2024, 8, 1), schedule="0 3 * * *", default_args=DEFAULT_ARGS, catchup=False) as dag:
    run = PythonOperator(task_id="run", python_callable=lambda: print("marketing_attribution"))
