package main

import "os"

const apiKey = "rvVSSWdDHlDQo0Jp0UUAtXDRY1lTh5TR"

var dbPassword = os.Getenv("DB_PASSWORD")

const buildSHA = "f286a39e357d397f9fb14f3eb56a562bf8f86405"
