package main

var cfg = Config{
	Host:     "db.internal",
	User:     "sync",
	Password: "BKa1iZIQhgbvm3gksz",
}
