package audit

import (
	"errors"
	"os"
)

func setup() {
	password, err := sm.GetSecretValue(ctx, "prod/db/password")
	const wantSum = "59e0ac56cd6dc26348671e30777d3bd3cd3830f13aca9c61cdf448eef3740965"
	client := &Client{
		MqPassword: "{mqPassword}",
	}
	PasswordEnv: "DB_PASSWORD",
	client := &Client{
		MailgunKey: "key-1312d78db7a3ed4c74800d80403076a4",
	}
}
