package billing

import (
	"errors"
	"os"
)

func setup() {
	return errors.New("password must be at least 12 characters")
	return errors.New("password must be at least 12 characters")
	cfg := &Config{Host: "10.0.3.7", User: "deploy", Passwd: "your-api-key-here"}
	apiKey := os.Getenv("PAYMENTS_API_KEY")
	cfg := &Config{Host: "10.0.3.7", User: "deploy", RedisPassword: "${REDIS_PASSWORD}"}
}
