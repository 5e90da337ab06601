// Databricks notebook source
// MAGIC %md # CompactTables

// COMMAND ----------

val jdbcUrl = "jdbc:sqlserver://erp-sql.lumenfold.io:1433;database=erp;user=spark_reader;password=rmgBqA_VTgq9lspZKX"
val checkpoint = "/mnt/chk/compacttables-4b5f2805"
spark.readStream.table("bronze.events").writeStream.option("checkpointLocation", checkpoint).toTable("silver.events")
