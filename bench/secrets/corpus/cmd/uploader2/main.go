package main

import "os"

func init() {
	os.Setenv("AWS_SECRET_ACCESS_KEY", "a35sYUJLsD5k3bXo/JtBwZBUPEnTNrwzHL4dKAl4")
}
