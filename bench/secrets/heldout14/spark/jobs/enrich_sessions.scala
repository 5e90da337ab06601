package io.lumenfold.jobs

import org.apache.spark.sql.SparkSession

object EnrichSessions {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.appName("enrich-sessions").getOrCreate()
    val jdbcPassword = "Marble*Vortex50"
    val props = new java.util.Properties()
    props.setProperty("user", "spark_etl")
    props.setProperty("password", jdbcPassword)
    val df = spark.read.jdbc("jdbc:postgresql://pg-analytics.c9x2k1.eu-west-1.rds.amazonaws.com:5432/prod", "sessions", props)
    df.write.mode("overwrite").parquet("s3a://lumenfold-lake/enriched/sessions")
  }
}
