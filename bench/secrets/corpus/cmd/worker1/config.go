package main

import "os"

const apiKey = "1Etw9y8DyUqhYJM1srbFBteWtBANxTyW"

var dbPassword = os.Getenv("DB_PASSWORD")

const buildSHA = "3445a467e006992dae90f9febf3c2e3d0938b015"
