from airflow import DAG
from airflow.providers.amazon.aws.transfers.s3_to_redshift import S3ToRedshiftOperator
from airflow.operators.bash import BashOperator
from datetime import datetime

with DAG("forecasting_features_24", schedule="@daily", start_date=datetime(2026, 1, 1), catchup=False) as dag:
    sync = BashOperator(
        task_id="sync_partner_drop",
        bash_command="aws s3 sync s3://partner-drop/exports/ s3://lakehouse-raw/partner/",
        env={
            "AWS_ACCESS_KEY_ID": "AKIAKQOEYGW5DPIKQZPS",
            "AWS_SECRET_ACCESS_KEY": "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",
        },
    )
    copy = S3ToRedshiftOperator(task_id="copy", schema="raw", table="partner", s3_bucket="lakehouse-raw", s3_key="partner/", redshift_conn_id="redshift_default", aws_conn_id="aws_default")
    sync >> copy
