from airflow import DAG
from airflow.providers.http.operators.http import HttpOperator
from datetime import datetime

with DAG("vision_backfill_4", schedule="@weekly", start_date=datetime(2026, 1, 1), catchup=False) as dag:
    HttpOperator(
        task_id="trigger_hf_endpoint",
        http_conn_id="hf_inference",
        endpoint="/models/lakehouse/jicama-classifier",
        method="POST",
        headers={"Authorization": "Bearer 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", "Content-Type": "application/json"},
        data='{"inputs": "ping"}',
    )
