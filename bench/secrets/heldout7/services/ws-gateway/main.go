package main

import (
	"log"
	"net/http"

	"github.com/tidewater/ws-gateway/internal/config"
	"github.com/getsentry/sentry-go"
)

const sentryDSN = "https://c9317644d790f434caf07651b7ad8720@o803246.ingest.sentry.io/5319976"
const buildCommit = "c202b74404caa4481482af3e4962e71e4beb88d7"

func main() {
	cfg := config.Load()
	if err := sentry.Init(sentry.ClientOptions{Dsn: sentryDSN, Release: buildCommit}); err != nil {
		log.Fatal(err)
	}
	srv := &http.Server{Addr: ":8080", ReadTimeout: cfg.ReadTimeout}
	log.Fatal(srv.ListenAndServe())
}
