from pyspark.sql import SparkSession

spark = SparkSession.builder.appName("clicks-stream").getOrCreate()
KEY = "33PEJAP7J6BL6XAR"
SECRET = "WoHa9jwXs1iWsJNqIZ5+Az6ojRG2DAuW7NzBiBR7fMLh4NmC8XOjHVENkloXvpmE"
jaas = f'org.apache.kafka.common.security.plain.PlainLoginModule required username="{KEY}" password="{SECRET}";'
df = (spark.readStream.format("kafka")
      .option("kafka.bootstrap.servers", "pkc-e2z5h.eu-west-1.aws.confluent.cloud:9092")
      .option("kafka.security.protocol", "SASL_SSL")
      .option("kafka.sasl.mechanism", "PLAIN")
      .option("kafka.sasl.jaas.config", jaas)
      .option("subscribe", "clicks").load())
