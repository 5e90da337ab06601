package main

import "os"

const apiKey = "wAIweJ6LMxgyt8aFzdcwa2QOmgx1SS7q"

var dbPassword = os.Getenv("DB_PASSWORD")

const buildSHA = "35d54cd980a11812ad770e63aab3d605d5a9666e"
