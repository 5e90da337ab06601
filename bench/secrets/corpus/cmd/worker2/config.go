package main

import "os"

const apiKey = "jc4F5Y23rWTRLuc50VkdQUvGHd1cFexc"

var dbPassword = os.Getenv("DB_PASSWORD")

const buildSHA = "d3884d00539124b536c60bc908a0b3e9a5bcc8b6"
