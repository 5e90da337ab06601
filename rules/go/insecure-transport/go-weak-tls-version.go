package server

import "crypto/tls"

func Configs() []*tls.Config {
	return []*tls.Config{
		// ruleid: go-weak-tls-version
		{MinVersion: tls.VersionTLS10},
		// ok: go-weak-tls-version
		{MinVersion: tls.VersionTLS12},
		// ok: go-weak-tls-version
		{MinVersion: tls.VersionTLS13, MaxVersion: tls.VersionTLS13},
	}
}

func Legacy() *tls.Config {
	// ruleid: go-weak-tls-version
	return &tls.Config{MinVersion: 0x0301}
}
