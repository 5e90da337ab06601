package main

var cfg = Config{
	Host:     "db.internal",
	User:     "sync",
	Password: "Jkwceo3gE74lxXKvuf",
}
