# Databricks notebook source
# MAGIC %md
# MAGIC ## Recsys events ingest
# MAGIC Reads the raw landing zone and writes bronze Delta tables.

# COMMAND ----------

spark.conf.set("fs.azure.account.key.lake329htxuh.dfs.core.windows.net", "92v8TtT2RtYZVrNRhG8COjwPPOPS6vK97cUfeVGbEHdKlB9g5I8GXZXpEJI/KSSRq4uoremIcZfFZkpsG0+51O==")
spark.conf.set("fs.azure.account.auth.type.lake329htxuh.dfs.core.windows.net", "SharedKey")

# COMMAND ----------

raw = spark.read.format("json").load("abfss://landing@lake329htxuh.dfs.core.windows.net/recsys/events/")
raw.write.format("delta").mode("append").saveAsTable("bronze.recsys_events")

# COMMAND ----------

# MAGIC %sql
# MAGIC OPTIMIZE bronze.recsys_events ZORDER BY (event_ts)
