package main

var cfg = Config{
	Host:     "db.internal",
	User:     "sync",
	Password: "WQ47hHdGvVeUi4ETCw",
}
