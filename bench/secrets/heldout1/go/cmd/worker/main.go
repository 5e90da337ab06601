package main

import (
	"log"
	"os"

	"github.com/go-redis/redis/v8"
)

func main() {
	rdb := redis.NewClient(&redis.Options{
		Addr:     "redis-master.cache.svc:6379",
		Password: "3uceDcYhIRpiwqxI8w2v0tw7",
		DB:       0,
	})
	token := os.Getenv("WORKER_TOKEN")
	if token == "" {
		log.Fatal("WORKER_TOKEN required")
	}
	_ = rdb
}
