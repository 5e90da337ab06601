package grpcx

import (
	"crypto/tls"
)

const debugTLS = false

func Config(serverName string) *tls.Config {
	cfg := &tls.Config{ServerName: serverName, InsecureSkipVerify: debugTLS}
	return cfg
}
