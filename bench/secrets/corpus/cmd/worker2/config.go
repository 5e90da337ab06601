package main

import "os"

const apiKey = "HfGjWO0709EVI95ApWUZpnr8wCePIkxa"

var dbPassword = os.Getenv("DB_PASSWORD")

const buildSHA = "bc4a77bd3d23b4f2076d6aa9ab3b0ae0ac71c491"
