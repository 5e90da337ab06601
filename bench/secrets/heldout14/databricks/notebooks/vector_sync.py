# Databricks notebook source
# MAGIC %md ## vector_sync

# COMMAND ----------

dbutils.widgets.text("run_date", "")
CLUSTER_ID = "6174-771807-vlln5cxa"
spark.conf.set("fs.s3a.secret.key", "2PPYJg//EDETqDD8+SLPHp+R9cuWsCgpj81RIYOe")

# COMMAND ----------

sf_options = {"sfURL": "lf12345.eu-west-1.snowflakecomputing.com", "sfUser": "svc_ingest", "sfPassword": dbutils.secrets.get("snowflake", "password")}
headers = {"Authorization": "Bearer dapieca4f28a414c72761e95693b6e82ed61"}
df = spark.read.format("delta").load("/mnt/lake/vector_sync")
# checkpoint digest 4267da846ed73b079f66ffa68c742505
display(df.limit(10))
