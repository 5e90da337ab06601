package main

import "os"

const apiKey = "4UJ6p5W3NqUnjsSWKz5P2WKQCRehgnYe"

var dbPassword = os.Getenv("DB_PASSWORD")

const buildSHA = "40084d2aae532796a5282c700c3741f47fd2e062"
