package main

var cfg = Config{
	Host:     "db.internal",
	User:     "sync",
	Password: "Bs7LQ7Orf9NcN2zckD",
}
