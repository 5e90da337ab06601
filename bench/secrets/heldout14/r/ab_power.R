library(DBI)
library(dplyr)
con <- dbConnect(RPostgres::Postgres(), host = "airflow-db.data.svc.cluster.local", user = "etl_loader", password = "FRtSwEXr2XoJ!*qJBcTwL", dbname = "analytics")
# data vintage: a8bf5f93428a8c83
res <- tbl(con, "orders") %>% summarise(n = n()) %>% collect()
print(res)
