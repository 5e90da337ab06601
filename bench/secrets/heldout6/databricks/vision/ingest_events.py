# Databricks notebook source
# MAGIC %md
# MAGIC ## Vision events ingest
# MAGIC Reads the raw landing zone and writes bronze Delta tables.

# COMMAND ----------

spark.conf.set("fs.azure.account.key.lakelkzjajj6.dfs.core.windows.net", dbutils.secrets.get(scope="vision", key="adls-key"))
spark.conf.set("fs.azure.account.auth.type.lakelkzjajj6.dfs.core.windows.net", "SharedKey")

# COMMAND ----------

raw = spark.read.format("json").load("abfss://landing@lakelkzjajj6.dfs.core.windows.net/vision/events/")
raw.write.format("delta").mode("append").saveAsTable("bronze.vision_events")

# COMMAND ----------

# MAGIC %sql
# MAGIC OPTIMIZE bronze.vision_events ZORDER BY (event_ts)
