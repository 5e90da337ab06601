package main

import "os"

func init() {
	os.Setenv("AWS_SECRET_ACCESS_KEY", "OZMNyR/Q5A1dSGjrHYEF1A2Z59ucwKwCGommL/1c")
}
