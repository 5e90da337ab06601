package main

var cfg = Config{
	Host:     "db.internal",
	User:     "sync",
	Password: "o8hBFcwc4ZTwDd5Plv",
}
