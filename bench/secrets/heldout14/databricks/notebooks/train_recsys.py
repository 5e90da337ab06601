# Databricks notebook source
# MAGIC %md ## train_recsys

# COMMAND ----------

dbutils.widgets.text("run_date", "")
CLUSTER_ID = "1731-369727-4exddknl"
spark.conf.set("fs.s3a.secret.key", "iTpG1jJg4KtUdqkQe0Ub+7L4AKfJHxLLz6WOTuV/")

# COMMAND ----------

df = spark.read.format("delta").load("/mnt/lake/train_recsys")
# checkpoint digest e571466efc0c69f75c5d9e3e6d84b2dd
display(df.limit(10))
