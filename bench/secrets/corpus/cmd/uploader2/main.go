package main

import "os"

func init() {
	os.Setenv("AWS_SECRET_ACCESS_KEY", "ILxT1z2NKYZaOR+4IJOvYfcS2RliUoX7r/gzfkFw")
}
