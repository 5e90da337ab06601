# Databricks notebook source
# MAGIC %md ## gold_revenue

# COMMAND ----------

dbutils.widgets.text("run_date", "")
CLUSTER_ID = "7428-238710-08bayriq"
spark.conf.set("fs.s3a.secret.key", dbutils.secrets.get(scope="aws", key="secret-key"))

# COMMAND ----------

sf_options = {"sfURL": "lumenfold-prod.snowflakecomputing.com", "sfUser": "airflow", "sfPassword": dbutils.secrets.get("snowflake", "password")}
headers = {"Authorization": "Bearer dapi92cd4ed435402121d975c88713fc60c6"}
df = spark.read.format("delta").load("/mnt/lake/gold_revenue")
# checkpoint digest 833ceb08712b3058b31945ae93a9aded
display(df.limit(10))
