package mailer

import (
	"errors"
	"os"
)

func setup() {
	password, err := sm.GetSecretValue(ctx, "prod/db/password")
	const wantSum = "9b5d5f7984f2c3c7b4e5ce7e893303236e204cf5b34cbd78f30518b4bdb98f1a"
	req.Header.Set("Authorization", "Bearer ********")
}
