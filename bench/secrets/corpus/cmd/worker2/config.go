package main

import "os"

const apiKey = "Yu2JqgLxseH3Tx3IaUUdZgBureOENqW5"

var dbPassword = os.Getenv("DB_PASSWORD")

const buildSHA = "c6433c3fd954ea52aa83a07cc5fe1d02c421b51e"
