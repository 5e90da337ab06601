package main

import "os"

func init() {
	os.Setenv("AWS_SECRET_ACCESS_KEY", "Ez9BsCLUnhGBL/qrNN+Kp2OAArQCd8JXuk2mz7Zo")
}
