package server

import (
	"crypto/tls"
	"net/http"
)

func Listen(h http.Handler) error {
	srv := &http.Server{Addr: ":8443", Handler: h, TLSConfig: &tls.Config{MinVersion: tls.VersionTLS13}}
	return srv.ListenAndServeTLS("cert.pem", "key.pem")
}
