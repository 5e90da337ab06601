package main

import "os"

const apiKey = "CdpUBiwoXBaHNAuuUgUcHN4F4jpRj5OF"

var dbPassword = os.Getenv("DB_PASSWORD")

const buildSHA = "198e351159e69a495980f793b7b417e17bbc1e77"
