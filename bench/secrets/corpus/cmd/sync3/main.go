package main

var cfg = Config{
	Host:     "db.internal",
	User:     "sync",
	Password: "ikKjnMMQ2WKAFy1kBJ",
}
