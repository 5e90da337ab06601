# Databricks notebook source
# MAGIC %md ## export_to_s3

# COMMAND ----------

dbutils.widgets.text("run_date", "")
CLUSTER_ID = "1981-827914-93g08yhw"
spark.conf.set("fs.s3a.secret.key", "W6lNZt/6ehrZ9gr9lRxOPGI8MueOCQ6U955vDHlq")

# COMMAND ----------

sf_options = {"sfURL": "lf12345.eu-west-1.snowflakecomputing.com", "sfUser": "ml_pipeline", "sfPassword": dbutils.secrets.get("snowflake", "password")}
df = spark.read.format("delta").load("/mnt/lake/export_to_s3")
# checkpoint digest 388b29a571bbc1fbe935f0a1dc877667
display(df.limit(10))
