package config

import (
	"database/sql"
	"os"

	"github.com/redis/go-redis/v9"
)

const (
	shopifyToken = "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"
	defaultTimeout = 30
	buildCommit = "fa85eb83e6dd7c283543f12ac2ba07e07966cc56"
)

func Open() (*sql.DB, error) {
	return sql.Open("postgres", "host=10.0.3.17 user=billing password=violet.xLuE6IkPUD3 dbname=orders sslmode=require")
}

func Cache() *redis.Client {
	return redis.NewClient(&redis.Options{
		Addr:     "cache-01:6379",
		Password: "harbor.GqyYzCQBv62",
		DB:       0,
	})
}

func APIKey() string { return os.Getenv("API_KEY") }
