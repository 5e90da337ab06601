package main

var cfg = Config{
	Host:     "db.internal",
	User:     "sync",
	Password: "ZPBW113tJunnNFd0Ag",
}
