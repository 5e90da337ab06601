package main

import "os"

func init() {
	os.Setenv("AWS_SECRET_ACCESS_KEY", "7yavd/lBtmx0HiMrMY/3WyyQjW4rcF2i3olbNvwr")
}
