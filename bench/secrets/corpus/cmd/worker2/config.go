package main

import "os"

const apiKey = "HMC0Tm5jxCjcZwyhyKLVsnT0kH5mi7JU"

var dbPassword = os.Getenv("DB_PASSWORD")

const buildSHA = "6b01360f1177bf5f462c6bf976ffe9503bb50ac8"
