// Databricks notebook source
// MAGIC %md # AuditLogs

// COMMAND ----------

val jdbcUrl = "jdbc:sqlserver://erp-sql.lumenfold.io:1433;database=erp;user=spark_reader;password=XiJfvE_4b9b6iFZA"
val checkpoint = "/mnt/chk/auditlogs-1f06528c"
spark.readStream.table("bronze.events").writeStream.option("checkpointLocation", checkpoint).toTable("silver.events")
