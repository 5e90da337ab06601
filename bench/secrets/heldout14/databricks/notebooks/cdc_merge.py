# Databricks notebook source
# MAGIC %md ## cdc_merge

# COMMAND ----------

dbutils.widgets.text("run_date", "")
CLUSTER_ID = "8753-988571-wvxn69xc"
spark.conf.set("fs.azure.account.key.lumenfoldlake.dfs.core.windows.net", "XJigFMSj8jB6OsEJ1qjcBMuEHwOWHHYIOL89Z77NhIZCxtpZ3If0JPnNLy4K842EPylByGnsb/WyA0DklTc+1S==")

# COMMAND ----------

headers = {"Authorization": f"Bearer {dbutils.notebook.entry_point.getDbutils().notebook().getContext().apiToken().get()}"}
df = spark.read.format("delta").load("/mnt/lake/cdc_merge")
# checkpoint digest f7c0a8d5e1a0b128267fe0127a5cf2bd
display(df.limit(10))
