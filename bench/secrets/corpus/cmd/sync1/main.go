package main

var cfg = Config{
	Host:     "db.internal",
	User:     "sync",
	Password: "PruCZe4Y3mqKrPFrkX",
}
