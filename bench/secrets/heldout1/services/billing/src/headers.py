HEADERS = {
    "Accept": "application/json",
    "Authorization": "Basic YmlsbGluZzo3Mj1lUjBvV2Fmanh2Sys9",
}
