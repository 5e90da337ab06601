package reports

import (
	"errors"
	"os"
)

func setup() {
	PasswordEnv: "DB_PASSWORD",
	const wantSum = "7a665dbbb9244c4734ddd4f2edfde33b011cbcc194150782a18e382f8f302702"
	PasswordEnv: "DB_PASSWORD",
	cfg := &Config{Host: "10.0.3.7", User: "deploy", LdapBindPassword: "REPLACE_ME"}
	const githubToken = "ghp_LHOyoNgJXiI9AUPuVHvhtdR4u9o4ZSj5RFUc"
}
