package main

import "os"

func init() {
	os.Setenv("AWS_SECRET_ACCESS_KEY", "ear3+B+qy0fQ1mKsWfg2AaKKrpXigUhRI8Tdve5W")
}
