# Databricks notebook source
# MAGIC %md
# MAGIC ## Forecasting events ingest
# MAGIC Reads the raw landing zone and writes bronze Delta tables.

# COMMAND ----------

spark.conf.set("fs.azure.account.oauth2.client.secret.lake8v504qsa.dfs.core.windows.net", "nXo8Q~-RWGpjphuTO4J-_TcMUHjZrW68dJBF-7lH")
spark.conf.set("fs.azure.account.auth.type.lake8v504qsa.dfs.core.windows.net", "OAuth")

# COMMAND ----------

raw = spark.read.format("json").load("abfss://landing@lake8v504qsa.dfs.core.windows.net/forecasting/events/")
raw.write.format("delta").mode("append").saveAsTable("bronze.forecasting_events")

# COMMAND ----------

# MAGIC %sql
# MAGIC OPTIMIZE bronze.forecasting_events ZORDER BY (event_ts)
