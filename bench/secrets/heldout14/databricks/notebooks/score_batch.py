# Databricks notebook source
# MAGIC %md ## score_batch

# COMMAND ----------

dbutils.widgets.text("run_date", "")
CLUSTER_ID = "4399-424586-6xlr7r5e"
spark.conf.set("fs.s3a.secret.key", "83L4Hk0lh/hKswk8aOJREYy4t47Eeaf5bZbCbk/e")

# COMMAND ----------

df = spark.read.format("delta").load("/mnt/lake/score_batch")
# checkpoint digest 8e047485fa85caacc6e52c16211546d8
display(df.limit(10))
