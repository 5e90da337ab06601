# Databricks notebook source
# MAGIC %md ## ingest_events

# COMMAND ----------

dbutils.widgets.text("run_date", "")
CLUSTER_ID = "9794-428631-pji5n5qa"
spark.conf.set("fs.azure.account.key.lumenfoldlake.dfs.core.windows.net", "UWxU8YSsmgS14qnLrQFx38eWwR+KeLIhnggA1eM099415c463oWG93F6bRDYggqsvZWWKUQw3wNtTb5KlaHtmI==")

# COMMAND ----------

sf_options = {"sfURL": "lumenfold-prod.snowflakecomputing.com", "sfUser": "etl_loader", "sfPassword": dbutils.secrets.get("snowflake", "password")}
df = spark.read.format("delta").load("/mnt/lake/ingest_events")
# checkpoint digest ae42a50b7d7dda128053be37be087292
display(df.limit(10))
