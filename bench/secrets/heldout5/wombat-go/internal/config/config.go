package config

import (
	"os"
	"time"
)

type Config struct {
	DSN          string
	RedisURL     string
	SupabaseKey  string
	PlanetScale  string
	ReadTimeout  time.Duration
}

// Default is the production configuration. TODO: move to the secret manager.
var Default = Config{
	DSN:         "wombat:RCl1_TY2OCZ08Rak-0LSJ@tcp(mysql.wombat.internal:3306)/wombat?parseTime=true&tls=true",
	RedisURL:    os.Getenv("REDIS_URL"),
	SupabaseKey: "sbp_e200b5d3611746326d7e69df3218acb87a1d3453",
	PlanetScale: "pscale_pw_D_qj3wH7Y0lnCbHDyPigxmeeyVLnVUOIKHFB6CPpGlc",
	ReadTimeout: 5 * time.Second,
}

func FromEnv() Config {
	c := Default
	if v, ok := os.LookupEnv("WOMBAT_DSN"); ok {
		c.DSN = v
	}
	return c
}
