# Databricks notebook source
jdbc_url = "jdbc:sqlserver://erp-replica.lakehouse.internal:1433;databaseName=erp"

# COMMAND ----------

orders = (spark.read.format("jdbc")
  .option("url", jdbc_url)
  .option("dbtable", "dbo.orders")
  .option("user", "erp_reader")
  .option("password", "Vellum564Gossamer39")
  .load())

# COMMAND ----------

customers = (spark.read.format("jdbc")
  .option("url", jdbc_url)
  .option("dbtable", "dbo.customers")
  .option("user", dbutils.secrets.get("erp", "user"))
  .option("password", dbutils.secrets.get("erp", "password"))
  .load())
