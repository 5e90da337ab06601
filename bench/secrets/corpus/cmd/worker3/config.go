package main

import "os"

const apiKey = "0OuqxfxuIBHoZcTRxoicu3SkQL9aVkkB"

var dbPassword = os.Getenv("DB_PASSWORD")

const buildSHA = "9280a7b7665dbac098ddef632a8ba7d070d64124"
