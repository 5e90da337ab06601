package main

var cfg = Config{
	Host:     "db.internal",
	User:     "sync",
	Password: "sIwkvEwlc5oLg6vMDB",
}
