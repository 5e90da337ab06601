# Databricks notebook source
# MAGIC %md ## sync_feature_store

# COMMAND ----------

dbutils.widgets.text("run_date", "")
CLUSTER_ID = "7248-967429-pyd346cr"
spark.conf.set("fs.azure.account.key.lumenfoldlake.dfs.core.windows.net", dbutils.secrets.get("adls", "account-key"))

# COMMAND ----------

df = spark.read.format("delta").load("/mnt/lake/sync_feature_store")
# checkpoint digest a08a89774970ad8b2a425755cd19e23a
display(df.limit(10))
