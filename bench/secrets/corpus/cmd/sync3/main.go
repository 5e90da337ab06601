package main

var cfg = Config{
	Host:     "db.internal",
	User:     "sync",
	Password: "d9DH001V3HhKCLBlDD",
}
