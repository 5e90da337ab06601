# Databricks notebook source
# MAGIC %md
# MAGIC ## Fraud events ingest
# MAGIC Reads the raw landing zone and writes bronze Delta tables.

# COMMAND ----------

spark.conf.set("fs.azure.account.key.lakeaxturzqs.dfs.core.windows.net", "Z0Q1BZvFkiPZjaWT26ljWUvpzWV9OmQTGr88GBeJvEPImPthJA+AnFEpQTS0+knVh63BOd3dxueAKwF2e5Qu9+==")
spark.conf.set("fs.azure.account.auth.type.lakeaxturzqs.dfs.core.windows.net", "SharedKey")

# COMMAND ----------

raw = spark.read.format("json").load("abfss://landing@lakeaxturzqs.dfs.core.windows.net/fraud/events/")
raw.write.format("delta").mode("append").saveAsTable("bronze.fraud_events")

# COMMAND ----------

# MAGIC %sql
# MAGIC OPTIMIZE bronze.fraud_events ZORDER BY (event_ts)
