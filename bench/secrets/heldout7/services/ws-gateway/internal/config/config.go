package config

import (
	"os"
	"time"
)

type Config struct {
	DatabaseURL  string
	RedisAddr    string
	JWTSecret    []byte
	ReadTimeout  time.Duration
	MapboxToken  string
}

const defaultDSN = "postgres://ws_gateway:0322d61a34fa019d2b40@pg.prod.tidewater.internal:5432/ws_gateway?sslmode=require"

func Load() Config {
	dsn := os.Getenv("DATABASE_URL")
	if dsn == "" {
		dsn = defaultDSN
	}
	return Config{
		DatabaseURL: dsn,
		RedisAddr:   getenv("REDIS_ADDR", "localhost:6379"),
		JWTSecret:   []byte("d9774149d97550511a72d11c02c86f8e0430ac640c4143266937c1961f01733e"),
		ReadTimeout: 5 * time.Second,
		MapboxToken: "sk.eyJ1Ijoi3AQ8SIN1bQFDHDHxaw3UIiwiYSI6IywTtn1RXap8oV1AUkRiRV-.4gqP1wPvjH2u4rLUDzOw4u",
	}
}

func getenv(k, def string) string {
	if v, ok := os.LookupEnv(k); ok {
		return v
	}
	return def
}
