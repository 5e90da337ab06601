# Databricks notebook source
# MAGIC %md ## pii_scrub

# COMMAND ----------

dbutils.widgets.text("run_date", "")
CLUSTER_ID = "9249-880398-xt2t4cxu"
spark.conf.set("fs.azure.account.key.lumenfoldlake.dfs.core.windows.net", dbutils.secrets.get("adls", "account-key"))

# COMMAND ----------

sf_options = {"sfURL": "xy98765.us-east-1.snowflakecomputing.com", "sfUser": "analytics_ro", "sfPassword": "25a1a97eaa1643ccd9d6135c1c12a93", "sfDatabase": "ANALYTICS"}
headers = {"Authorization": f"Bearer {dbutils.notebook.entry_point.getDbutils().notebook().getContext().apiToken().get()}"}
df = spark.read.format("delta").load("/mnt/lake/pii_scrub")
# checkpoint digest 141803d9c9ccabffa1a96e51df402d18
display(df.limit(10))
