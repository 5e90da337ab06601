package main

var cfg = Config{
	Host:     "db.internal",
	User:     "sync",
	Password: "4UMCHknYjE4hh1FUEj",
}
