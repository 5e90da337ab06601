package main

import "os"

func init() {
	os.Setenv("AWS_SECRET_ACCESS_KEY", "WNYp9jPONz7lzsBXk3kfGosp92Qw2ZKrrLKrAX4Q")
}
