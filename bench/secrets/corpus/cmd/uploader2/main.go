package main

import "os"

func init() {
	os.Setenv("AWS_SECRET_ACCESS_KEY", "PRzmUYlsKuXgTTQAii8S5HKkHSl6UQxLx2XSUy1j")
}
