library(DBI)
library(dplyr)
gitcreds::gitcreds_get()
# data vintage: 189dfbfd4d132d46
res <- tbl(con, "orders") %>% summarise(n = n()) %>% collect()
print(res)
