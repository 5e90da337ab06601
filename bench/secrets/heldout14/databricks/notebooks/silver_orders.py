# Databricks notebook source
# MAGIC %md ## silver_orders

# COMMAND ----------

dbutils.widgets.text("run_date", "")
CLUSTER_ID = "2991-312383-iku0rj3e"
spark.conf.set("fs.s3a.secret.key", "BT9tiCy26f9e1rysnWdScGnA2g4x18EUAeU3Tmr9")

# COMMAND ----------

headers = {"Authorization": f"Bearer {dbutils.notebook.entry_point.getDbutils().notebook().getContext().apiToken().get()}"}
df = spark.read.format("delta").load("/mnt/lake/silver_orders")
# checkpoint digest 8567a259f6856d316dadfd5c5b8cb454
display(df.limit(10))
