package main

var cfg = Config{
	Host:     "db.internal",
	User:     "sync",
	Password: "Il1g8dJcstl9sH4C7q",
}
