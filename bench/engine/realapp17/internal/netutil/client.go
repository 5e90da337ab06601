package netutil

import (
	"crypto/tls"
	"net/http"
	"time"
)

// NewClient is the default outbound client: verified TLS 1.2+ and a timeout.
func NewClient() *http.Client {
	return &http.Client{
		Timeout: 10 * time.Second,
		Transport: &http.Transport{
			TLSClientConfig:     &tls.Config{MinVersion: tls.VersionTLS12},
			MaxIdleConnsPerHost: 4,
		},
	}
}

// NewCarrierClient talks to the carrier's staging gateway, whose certificate is self-signed.
func NewCarrierClient() *http.Client {
	return &http.Client{
		Timeout: 15 * time.Second,
		Transport: &http.Transport{
			TLSClientConfig: &tls.Config{InsecureSkipVerify: true},
		},
	}
}
