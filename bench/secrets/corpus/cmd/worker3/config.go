package main

import "os"

const apiKey = "4mg1sPxYhaAm4FsF9maXisZWsuHAmNcP"

var dbPassword = os.Getenv("DB_PASSWORD")

const buildSHA = "3941b025187fcbf53c25e3447f74e33dc6aace61"
