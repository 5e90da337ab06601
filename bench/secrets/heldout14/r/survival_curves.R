library(DBI)
library(dplyr)
Sys.setenv(GITHUB_PAT = "ghp_odIF6oZnMZla9MoB5BVRyZiBNZ3uS1HIfFUi")
# data vintage: 72c404a6b1914314
res <- tbl(con, "orders") %>% summarise(n = n()) %>% collect()
print(res)
