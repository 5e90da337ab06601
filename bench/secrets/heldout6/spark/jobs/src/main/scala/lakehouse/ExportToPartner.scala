package lakehouse

import org.apache.spark.sql.SparkSession

object ExportToPartner {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().appName("export-to-partner").getOrCreate()
    spark.sparkContext.hadoopConfiguration.set("fs.s3a.access.key", "AKIAT72WOTBSZT525LKJ")
    spark.sparkContext.hadoopConfiguration.set("fs.s3a.secret.key", "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")
    val df = spark.read.format("delta").load("s3a://lakehouse-gold/partner_export")
    df.write
      .format("jdbc")
      .option("url", "jdbc:postgresql://partner-db.lakehouse.internal:5432/exchange")
      .option("user", "exporter")
      .option("password", sys.env("PARTNER_DB_PASSWORD"))
      .save()
  }
}
