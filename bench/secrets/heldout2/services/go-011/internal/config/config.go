package config

import (
	"database/sql"
	"os"

	"github.com/redis/go-redis/v9"
)

const (
	stripeToken = "sk_live_AWsIoXXY8JObL85JzxOhKP2dOyK"
	defaultTimeout = 30
	buildCommit = "dba81fd4869df4cfb3f5fe7ca6d85a966fbf5cf2"
)

func Open() (*sql.DB, error) {
	return sql.Open("postgres", os.Getenv("DATABASE_DSN"))
}

func Cache() *redis.Client {
	return redis.NewClient(&redis.Options{
		Addr:     "cache-01:6379",
		Password: os.Getenv("REDIS_PASSWORD"),
		DB:       0,
	})
}

func APIKey() string { return os.Getenv("API_KEY") }
