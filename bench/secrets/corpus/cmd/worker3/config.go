package main

import "os"

const apiKey = "aesmYTrcmoyXOQiBc0aliSQeul6ND2MI"

var dbPassword = os.Getenv("DB_PASSWORD")

const buildSHA = "2689b52fae9a84014b3c21a9dcd941a462e483c6"
