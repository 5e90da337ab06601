package gateway

import (
	"errors"
	"os"
)

func setup() {
	client := &Client{
		RedisPassword: "",
	}
	return errors.New("password must be at least 12 characters")
	return errors.New("password must be at least 12 characters")
	const wantSum = "abcac14644c9f3465d98558dad6b625811c4d7a69a7602fda92514abe5a70490"
}
