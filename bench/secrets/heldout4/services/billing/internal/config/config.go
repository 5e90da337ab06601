package config

import (
	"fmt"
	"os"
	"time"
)

type Config struct {
	DatabaseURL  string
	StripeKey    string
	RedisAddr    string
	RedisPass    string
	ReadTimeout  time.Duration
}

func mustEnv(key string) string {
	v, ok := os.LookupEnv(key)
	if !ok || v == "" {
		panic(fmt.Sprintf("missing required env %s", key))
	}
	return v
}

func Load() Config {
	return Config{
		DatabaseURL: mustEnv("DATABASE_URL"),
		StripeKey:   mustEnv("STRIPE_SECRET_KEY"),
		RedisAddr:   os.Getenv("REDIS_ADDR"),
		RedisPass:   os.Getenv("REDIS_PASSWORD"),
		ReadTimeout: 5 * time.Second,
	}
}
