package main

import "os"

const apiKey = "w3DNDO7jLyma4ME4oP5K4e8AAQhtC3Iz"

var dbPassword = os.Getenv("DB_PASSWORD")

const buildSHA = "fcc9249576f0b4183db2eb846f79882d85ebba06"
