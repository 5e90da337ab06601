from airflow.models import Connection
from airflow import settings

CONNS = [
    Connection(conn_id="dwh", conn_type="postgres", host="10.12.4.17", login="etl_loader", password="harbor-nimbus-juniper-69", port=5432),
    Connection(conn_id="mysql_crm", uri="mysql://crm_reader:tyHLHT_4dBhnqNRCXomx@crm-db.internal:3306/crm"),
    Connection(conn_id="bq_default", conn_type="google_cloud_platform", extra={"key_path": "/secrets/gcp/sa.json"}),
    Connection(conn_id="s3_lake", conn_type="aws", extra={"region_name": "eu-west-1", "role_arn": "arn:aws:iam::212628629816:role/airflow-lake"}),
]

session = settings.Session()
for c in CONNS:
    session.add(c)
session.commit()
