package mtls

import (
	"crypto/tls"
	"crypto/x509"
)

func Config(pool *x509.CertPool, cert tls.Certificate) *tls.Config {
	return &tls.Config{
		Certificates:       []tls.Certificate{cert},
		RootCAs:            pool,
		InsecureSkipVerify: true,
	}
}
