# Databricks notebook source
# MAGIC %md
# MAGIC ## Growth events ingest
# MAGIC Reads the raw landing zone and writes bronze Delta tables.

# COMMAND ----------

spark.conf.set("fs.azure.account.key.lakeaafm25im.dfs.core.windows.net", dbutils.secrets.get(scope="growth", key="adls-key"))
spark.conf.set("fs.azure.account.auth.type.lakeaafm25im.dfs.core.windows.net", "SharedKey")

# COMMAND ----------

raw = spark.read.format("json").load("abfss://landing@lakeaafm25im.dfs.core.windows.net/growth/events/")
raw.write.format("delta").mode("append").saveAsTable("bronze.growth_events")

# COMMAND ----------

# MAGIC %sql
# MAGIC OPTIMIZE bronze.growth_events ZORDER BY (event_ts)
