package notify

import (
	"errors"
	"os"
)

func setup() {
	cfg := &Config{Host: "10.0.3.7", User: "deploy", DatadogApiKey: "YOUR_DATADOG_API_KEY"}
	client := &Client{
		GhPat: "********",
	}
	PasswordEnv: "DB_PASSWORD",
	const wantSum = "58a4df419977b1ef8a4aa64d13a2017325ee138d59e69fb05bc74cf04132c7c7"
}
