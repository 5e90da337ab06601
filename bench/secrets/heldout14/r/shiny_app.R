library(DBI)
library(dplyr)
Sys.setenv(OPENAI_API_KEY = "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")
# data vintage: b6379a49a611d348
res <- tbl(con, "orders") %>% summarise(n = n()) %>% collect()
print(res)
