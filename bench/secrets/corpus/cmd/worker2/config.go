package main

import "os"

const apiKey = "IV9oTRpxrWx0NsXHR1I4kLHzruNM2Gu2"

var dbPassword = os.Getenv("DB_PASSWORD")

const buildSHA = "ca6dc073d88b1b726aa5f4716ff485420cb0b038"
