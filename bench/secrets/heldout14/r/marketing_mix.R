library(DBI)
library(dplyr)
Sys.setenv(GITHUB_PAT = "ghp_CgxKZQWdlKiovLBQSojsUuIgaWhi6ARJ4NbT")
# data vintage: 0809a0e9c7d4a152
res <- tbl(con, "orders") %>% summarise(n = n()) %>% collect()
print(res)
