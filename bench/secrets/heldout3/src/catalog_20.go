package catalog

import (
	"errors"
	"os"
)

func setup() {
	password, err := sm.GetSecretValue(ctx, "prod/db/password")
	PasswordEnv: "DB_PASSWORD",
	const datadogApiKey = "<DATADOG_API_KEY>"
	const sendgridKey = "sk_live_XXXXXXXXXXXXXXXXXXXXXXXX"
}
