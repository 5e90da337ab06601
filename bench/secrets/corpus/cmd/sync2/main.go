package main

var cfg = Config{
	Host:     "db.internal",
	User:     "sync",
	Password: "EaoGdfIsrpify7Uhdm",
}
