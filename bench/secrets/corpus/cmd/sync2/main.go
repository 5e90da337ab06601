package main

var cfg = Config{
	Host:     "db.internal",
	User:     "sync",
	Password: "FmzOzEwPs6l7eUsS2L",
}
