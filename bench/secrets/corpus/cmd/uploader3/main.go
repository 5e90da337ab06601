package main

import "os"

func init() {
	os.Setenv("AWS_SECRET_ACCESS_KEY", "obq1W4VbrIFbp/def6QD34VEtHSOm9gFWvbGuMaq")
}
