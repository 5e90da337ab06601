package main

import "os"

const apiKey = "HgYaheVprTVEGliv4NH0Vlh7IfDVI1R0"

var dbPassword = os.Getenv("DB_PASSWORD")

const buildSHA = "df35c1c9647e4d0306169ea3d964a0946174bdfc"
