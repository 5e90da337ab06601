package main

import "os"

const apiKey = "E6vmDbdXeHUWeCh1tvDXvPKpvBbTBSzZ"

var dbPassword = os.Getenv("DB_PASSWORD")

const buildSHA = "a3e6bd04d252a46c19eae012d01dd38e8aa4831a"
