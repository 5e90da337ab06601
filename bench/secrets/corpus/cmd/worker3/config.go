package main

import "os"

const apiKey = "MiX6iAtyJqhCNgiP4DRNoNDkdadOkfS2"

var dbPassword = os.Getenv("DB_PASSWORD")

const buildSHA = "cca62667d34169a673c4603f5155e6cdd294e899"
