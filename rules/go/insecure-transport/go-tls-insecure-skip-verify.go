package client

import (
	"crypto/tls"
	"net/http"
)

const verify = false

func New(insecure bool) *http.Client {
	// ruleid: go-tls-insecure-skip-verify
	tr := &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: true}}
	// ok: go-tls-insecure-skip-verify
	strict := &tls.Config{InsecureSkipVerify: false, MinVersion: tls.VersionTLS12}
	// ok: go-tls-insecure-skip-verify
	_ = &tls.Config{ServerName: "api.example.com"}
	// ruleid: go-tls-insecure-skip-verify
	_ = &tls.Config{InsecureSkipVerify: !verify}
	_ = strict
	return &http.Client{Transport: tr}
}
