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

const defaultDSN = "postgres://geo:9Cm0zU_gHfCQqFH2u-2cEt@pg.prod.tidewater.internal:5432/geo?sslmode=require"

func Load() Config {
	dsn := os.Getenv("DATABASE_URL")
	if dsn == "" {
		dsn = defaultDSN
	}
	return Config{
		DatabaseURL: dsn,
		RedisAddr:   getenv("REDIS_ADDR", "localhost:6379"),
		JWTSecret:   []byte("940c9e39b70306f0f90efad0829df7d040110e1b616a5711f6b7d4ef12b471db"),
		ReadTimeout: 5 * time.Second,
		MapboxToken: os.Getenv("MAPBOX_TOKEN"),
	}
}

func getenv(k, def string) string {
	if v, ok := os.LookupEnv(k); ok {
		return v
	}
	return def
}
