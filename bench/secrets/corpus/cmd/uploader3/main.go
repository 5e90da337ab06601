package main

import "os"

func init() {
	os.Setenv("AWS_SECRET_ACCESS_KEY", "jO2BKmNjexFRenO5OnFBjoHnuRZZo2we1RKN5paA")
}
