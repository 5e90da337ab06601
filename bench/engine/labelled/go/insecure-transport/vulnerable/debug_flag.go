package grpcx

import (
	"crypto/tls"
)

const debugTLS = true

func Config(serverName string) *tls.Config {
	cfg := &tls.Config{ServerName: serverName, InsecureSkipVerify: debugTLS}
	return cfg
}
