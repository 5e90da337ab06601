library(DBI)
library(dplyr)
con <- dbConnect(odbc::odbc(), "Snowflake", uid = "R_ANALYST", pwd = "eac2fe278c227ff1f04f500f86")
# data vintage: 422ee78357c3fc5c
res <- tbl(con, "orders") %>% summarise(n = n()) %>% collect()
print(res)
