// Databricks notebook source
// MAGIC %md # ScoreStream

// COMMAND ----------

val jdbcUrl = dbutils.secrets.get("erp", "jdbc-url")
val checkpoint = "/mnt/chk/scorestream-d08f63d3"
spark.readStream.table("bronze.events").writeStream.option("checkpointLocation", checkpoint).toTable("silver.events")
