# Databricks notebook source
# MAGIC %md
# MAGIC ## Nlp events ingest
# MAGIC Reads the raw landing zone and writes bronze Delta tables.

# COMMAND ----------

spark.conf.set("fs.azure.account.key.lakeshk72sde.dfs.core.windows.net", dbutils.secrets.get(scope="nlp", key="adls-key"))
spark.conf.set("fs.azure.account.auth.type.lakeshk72sde.dfs.core.windows.net", "SharedKey")

# COMMAND ----------

raw = spark.read.format("json").load("abfss://landing@lakeshk72sde.dfs.core.windows.net/nlp/events/")
raw.write.format("delta").mode("append").saveAsTable("bronze.nlp_events")

# COMMAND ----------

# MAGIC %sql
# MAGIC OPTIMIZE bronze.nlp_events ZORDER BY (event_ts)
